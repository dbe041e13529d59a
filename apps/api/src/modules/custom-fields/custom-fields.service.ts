import {
  customFieldKeyProblem,
  deriveFieldKey,
  MAX_CUSTOM_FIELDS_PER_TYPE,
  withOptionValues,
  type CustomFieldKind,
  type EntityType,
} from '@kontor/contracts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { historyValues, loadFieldForWrite, staleField } from './custom-field-checks.ts';
import { toCustomFieldDefinition } from './custom-field-definitions.ts';
import {
  countCustomFields,
  findActiveCustomFieldByLabel,
  findCustomFieldByKey,
  insertCustomField,
  lockCustomFieldsOfType,
  nextSortOrder,
  updateCustomFieldIfVersion,
} from './custom-fields.repository.ts';

interface FieldInput {
  label: string;
  kind: CustomFieldKind;
  required: boolean;
  show_in_list: boolean;
  options: { value?: string | null; label: string }[];
  reference_type: EntityType | null;
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: message });

async function assertLabelFree(tx: Tx, type: EntityType, label: string, ownId?: number) {
  const same = await findActiveCustomFieldByLabel(tx, type, label);
  if (same && same.id !== ownId) throw invalid('label', `Ein Feld „${same.label}“ gibt es hier schon.`);
}

export async function createCustomField(
  tx: Tx,
  actor: Actor,
  input: FieldInput & { entity_type: EntityType; key?: string },
) {
  const type = input.entity_type;
  await lockCustomFieldsOfType(tx, actor.tenantId, type);
  const key = input.key || deriveFieldKey(input.label);
  const keyProblem = customFieldKeyProblem(type, key);
  if (keyProblem) throw invalid('key', keyProblem);
  await assertLabelFree(tx, type, input.label);
  const holder = await findCustomFieldByKey(tx, type, key);
  if (holder)
    throw invalid(
      'key',
      holder.deletedAt
        ? `Das entfernte Feld „${holder.label}“ hat den Schlüssel „${key}“ noch – seine Werte sind gespeichert. Stellen Sie es wieder her oder wählen Sie einen anderen Schlüssel.`
        : `Das Feld „${holder.label}“ hat schon den Schlüssel „${key}“.`,
    );
  if ((await countCustomFields(tx, type)) >= MAX_CUSTOM_FIELDS_PER_TYPE)
    throw conflict(`Je Stammdaten-Art sind höchstens ${MAX_CUSTOM_FIELDS_PER_TYPE} eigene Felder möglich.`);

  const row = await insertCustomField(tx, {
    tenantId: actor.tenantId,
    entityType: type,
    key,
    label: input.label,
    kind: input.kind,
    required: input.required,
    showInList: input.show_in_list,
    options: withOptionValues(input.options),
    referenceType: input.reference_type,
    sortOrder: await nextSortOrder(tx, type),
  });
  if (!row) throw invalid('key', `Den Schlüssel „${key}“ hat gerade ein anderes Feld bekommen.`);
  await recordHistory(tx, actor, {
    entity: 'customFields',
    entityId: row.id,
    action: 'created',
    changes: diffFields({}, { entity_type: type, key, kind: row.kind, ...historyValues(row) }),
  });
  return toCustomFieldDefinition(row);
}

export async function updateCustomField(
  tx: Tx,
  actor: Actor,
  id: number,
  input: FieldInput & { version: number },
) {
  const before = await loadFieldForWrite(tx, actor, id);
  if (before.deletedAt) throw conflict('Das Feld ist entfernt. Stellen Sie es zuerst wieder her.');
  if (before.version !== input.version) throw staleField();
  if (input.kind !== before.kind)
    throw invalid(
      'kind',
      'Die Art eines Feldes lässt sich nach dem Anlegen nicht ändern – die gespeicherten Werte würden sonst ungültig. Legen Sie dafür ein neues Feld an.',
    );
  await assertLabelFree(tx, before.entityType as EntityType, input.label, id);
  const updated = await updateCustomFieldIfVersion(tx, id, input.version, {
    label: input.label,
    required: input.required,
    showInList: input.show_in_list,
    options: withOptionValues(input.options, before.options),
    referenceType: input.reference_type,
  });
  if (!updated) throw staleField();
  await recordHistory(tx, actor, {
    entity: 'customFields',
    entityId: id,
    action: 'updated',
    changes: diffFields(historyValues(before), historyValues(updated)),
  });
  return toCustomFieldDefinition(updated);
}
