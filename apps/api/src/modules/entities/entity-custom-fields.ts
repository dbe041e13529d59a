import {
  activeCustomFields,
  customFieldAsField,
  type EntityType,
  type FieldDefinition,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { listCustomFieldDefinitions } from '../custom-fields/index.ts';

export interface TypeCustomFields {
  /** Shown, validated and searched. */
  active: FieldDefinition[];
  /** Removed by the tenant: hidden, but their stored values stay and return on restore. */
  removed: FieldDefinition[];
}

export async function loadCustomFields(tx: Tx, type: EntityType): Promise<TypeCustomFields> {
  const definitions = await listCustomFieldDefinitions(tx, type);
  return {
    active: activeCustomFields(definitions, type),
    removed: definitions.filter((d) => d.entity_type === type && d.deleted_at).map(customFieldAsField),
  };
}

/** The stored values of removed fields, kept through an edit. */
export const removedValues = (custom: Record<string, unknown>, removed: readonly FieldDefinition[]) =>
  Object.fromEntries(removed.filter((f) => f.key in custom).map((f) => [f.key, custom[f.key]]));
