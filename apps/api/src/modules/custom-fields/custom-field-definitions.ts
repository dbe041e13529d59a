import type { CustomFieldDefinition, EntityType } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { listCustomFieldRows, type CustomFieldRow } from './custom-fields.repository.ts';

export const toCustomFieldDefinition = (row: CustomFieldRow): CustomFieldDefinition => ({
  id: row.id,
  entity_type: row.entityType as EntityType,
  key: row.key,
  label: row.label,
  kind: row.kind as CustomFieldDefinition['kind'],
  required: row.required,
  options: row.options,
  reference_type: (row.referenceType as EntityType | null) ?? null,
  sort_order: row.sortOrder,
  show_in_list: row.showInList,
  deleted_at: row.deletedAt?.toISOString() ?? null,
  version: row.version,
});

/** The tenant's custom field definitions (of one type, or all), removed ones included. */
export const listCustomFieldDefinitions = async (tx: Tx, entityType?: EntityType) =>
  (await listCustomFieldRows(tx, entityType)).map(toCustomFieldDefinition);
