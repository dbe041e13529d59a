import type { EntityDetail, EntityType, FieldDefinition } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { countReferencesTo, findEntityById, type EntityRow } from './entities.repository.ts';
import { loadCustomFields } from './entity-custom-fields.ts';
import { entityNotFound } from './entity-errors.ts';
import { recordFieldsOf, toEntityRecord } from './entity-record.ts';
import { resolveRefNames } from './entity-references.ts';

/** A record with the names it points to and how often it is pointed at. */
export async function toEntityDetail(
  tx: Tx,
  tenantId: number,
  row: EntityRow,
  customFields: readonly FieldDefinition[],
): Promise<EntityDetail> {
  const type = row.type as EntityType;
  return {
    ...toEntityRecord(row),
    refs: await resolveRefNames(tx, tenantId, recordFieldsOf(type, customFields), [row]),
    referenced_by: await countReferencesTo(tx, tenantId, row.id),
  };
}

export async function getEntity(tx: Tx, tenantId: number, type: EntityType, id: number) {
  const row = await findEntityById(tx, tenantId, type, id);
  if (!row) throw entityNotFound();
  return toEntityDetail(tx, tenantId, row, (await loadCustomFields(tx, type)).active);
}
