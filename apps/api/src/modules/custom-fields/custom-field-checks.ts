import type { Actor } from '../../core/history/record-history.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import {
  findCustomFieldById,
  findCustomFieldByIdForUpdate,
  lockCustomFieldsOfType,
  type CustomFieldRow,
} from './custom-fields.repository.ts';

export const staleField = () => conflict('Das Feld wurde inzwischen geändert. Bitte laden Sie es neu.');

/**
 * The field `id` of the tenant, locked for a change. The type's lock comes before the row's, in
 * the same order as a reorder takes them, so the two never wait on each other.
 */
export async function loadFieldForWrite(tx: Tx, actor: Actor, id: number): Promise<CustomFieldRow> {
  const found = await findCustomFieldById(tx, id);
  if (!found) throw notFound('Das Feld wurde nicht gefunden.');
  await lockCustomFieldsOfType(tx, actor.tenantId, found.entityType);
  return (await findCustomFieldByIdForUpdate(tx, id))!;
}

/** What the history shows of a definition, under the API's names. */
export const historyValues = (row: CustomFieldRow) => ({
  label: row.label,
  required: row.required,
  show_in_list: row.showInList,
  options: row.options,
  reference_type: row.referenceType,
});
