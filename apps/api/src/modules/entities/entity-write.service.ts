import {
  entityDefaults,
  entityDisplayName,
  entityRegistry,
  entitySearchText,
  type EntityDetail,
  type EntityInput,
  type EntityType,
  type EntityUpdate,
  type EntityWrite,
  type FieldDefinition,
} from '@kontor/contracts';
import { conflict } from '../../core/http/errors.ts';
import { diffFields, recordHistory } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { allocateNumber } from '../number-ranges/index.ts';
import {
  findEntityByIdForUpdate,
  insertEntity,
  isNumberTaken,
  replaceEntityLinks,
  updateEntityIfVersion,
  type EntityRow,
  type EntityValues,
} from './entities.repository.ts';
import { loadCustomFields, removedValues, type TypeCustomFields } from './entity-custom-fields.ts';
import { entityNotFound, numberTaken, pgErrorCode, staleVersion, UNIQUE_VIOLATION } from './entity-errors.ts';
import { toEntityDetail } from './entity-read.service.ts';
import { flattenRecord, recordFieldsOf, snapshotChanges } from './entity-record.ts';
import { checkReferences, linksOf } from './entity-references.ts';
import { parseEntityInput } from './entity-validation.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { assertRecordWrite } from './record-write-rules.ts';

// Hand-typed or imported numbers may sit ahead of the counter; skipping them is bounded so a
// misconfigured range fails loudly instead of looping.
const MAX_ALLOCATION_ATTEMPTS = 1000;

/** The number to store: typed (unique per type), kept, or the next free one of the type's range. */
async function numberFor(
  tx: Tx,
  tenantId: number,
  type: EntityType,
  typed: string | null,
  current: string | null,
): Promise<string | null> {
  const { number: mode, numberRangeKey } = entityRegistry[type];
  if (mode === 'none') return null;
  if (typed) {
    if (typed !== current && (await isNumberTaken(tx, tenantId, type, typed))) throw numberTaken(typed);
    return typed;
  }
  if (current || mode !== 'allocated' || !numberRangeKey) return current;
  for (let attempt = 0; attempt < MAX_ALLOCATION_ATTEMPTS; attempt++) {
    const next = await allocateNumber(tx, tenantId, numberRangeKey);
    if (!(await isNumberTaken(tx, tenantId, type, next))) return next;
  }
  throw conflict('Der Nummernkreis liefert nur bereits vergebene Nummern. Bitte den Zähler anpassen.');
}

const storedValues = (
  type: EntityType,
  input: EntityInput,
  number: string | null,
  custom: Record<string, unknown>,
  active: readonly FieldDefinition[],
): EntityValues => ({
  number,
  name: entityDisplayName(type, input.data),
  data: input.data,
  custom,
  searchText: entitySearchText(type, { number, data: input.data, custom }, active),
});

/** A race between two writers of the same typed number ends at the unique index: same answer. */
const mapNumberRace =
  (number: string | null) =>
  (error: unknown): never => {
    if (number && pgErrorCode(error) === UNIQUE_VIOLATION) throw numberTaken(number);
    throw error;
  };

const linkFields = (type: EntityType, fields: TypeCustomFields) =>
  recordFieldsOf(type, [...fields.active, ...fields.removed]);

/**
 * Creates a record of `type`. Fields left out start with the registry's defaults; the number is
 * allocated from the type's range when empty. Throws AppError 400 `validation_failed` with
 * `fields` (`data.<key>`, `custom.<key>`, `number`), 409 for a number already in use.
 */
export async function createEntity(
  tx: Tx,
  actor: Writer,
  type: EntityType,
  body: EntityWrite,
): Promise<EntityDetail> {
  const fields = await loadCustomFields(tx, type);
  const input = parseEntityInput(type, fields.active, {
    number: body.number ?? null,
    data: { ...entityDefaults(type), ...body.data },
    custom: body.custom ?? {},
  });
  await assertRecordWrite(tx, actor, type, null, input.data);
  await checkReferences(tx, actor.tenantId, null, input, recordFieldsOf(type, fields.active));
  const number = await numberFor(tx, actor.tenantId, type, input.number, null);
  const values = storedValues(type, input, number, input.custom, fields.active);
  const row = await insertEntity(tx, {
    ...values,
    tenantId: actor.tenantId,
    type,
    createdBy: actor.userId,
  }).catch(mapNumberRace(number));
  await replaceEntityLinks(tx, actor.tenantId, row.id, linksOf(row, linkFields(type, fields)));
  await recordHistory(tx, actor, {
    entity: type,
    entityId: row.id,
    action: 'created',
    changes: snapshotChanges(flattenRecord(row), 'to'),
  });
  return toEntityDetail(tx, actor.tenantId, row, fields.active);
}

/**
 * Changes a record whose stored version is `body.version` (else 409, nothing written). Keys left
 * out of `data`/`custom` keep their stored value, `null` empties a field, a left-out or empty
 * number keeps the record's number. Values of removed custom fields are kept.
 */
export async function updateEntity(
  tx: Tx,
  actor: Writer,
  type: EntityType,
  id: number,
  body: EntityUpdate,
): Promise<EntityDetail> {
  const before = await findEntityByIdForUpdate(tx, actor.tenantId, type, id);
  if (!before) throw entityNotFound();
  if (before.version !== body.version) throw staleVersion();
  const fields = await loadCustomFields(tx, type);
  const input = parseEntityInput(type, fields.active, {
    number: body.number === undefined ? before.number : body.number,
    data: { ...before.data, ...body.data },
    custom: { ...before.custom, ...body.custom },
  });
  await assertRecordWrite(tx, actor, type, before.data, input.data);
  await checkReferences(tx, actor.tenantId, id, input, recordFieldsOf(type, fields.active), before);
  const number = await numberFor(tx, actor.tenantId, type, input.number, before.number);
  const custom = { ...removedValues(before.custom, fields.removed), ...input.custom };
  const values = storedValues(type, input, number, custom, fields.active);
  const changes = diffFields(flattenRecord(before), flattenRecord(values));
  if (Object.keys(changes).length === 0) return toEntityDetail(tx, actor.tenantId, before, fields.active);
  const row: EntityRow | undefined = await updateEntityIfVersion(
    tx,
    actor.tenantId,
    type,
    id,
    body.version,
    values,
  ).catch(mapNumberRace(number));
  if (!row) throw staleVersion();
  await replaceEntityLinks(tx, actor.tenantId, id, linksOf(row, linkFields(type, fields)));
  await recordHistory(tx, actor, { entity: type, entityId: id, action: 'updated', changes });
  return toEntityDetail(tx, actor.tenantId, row, fields.active);
}
