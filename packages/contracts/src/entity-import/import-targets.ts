import type { FieldDefinition } from '../entities/entity-fields.ts';
import { entityRegistry, type EntityType } from '../entities/entity-registry.ts';

/** The master-data types a CSV file can be imported into. */
export const importableEntityTypes = ['customers', 'vendors', 'contacts', 'articles'] as const;
export type ImportableEntityType = (typeof importableEntityTypes)[number];
export const isImportableEntityType = (value: string): value is ImportableEntityType =>
  (importableEntityTypes as readonly string[]).includes(value);

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/** The mapping target of the record number; fields use their key, custom fields `custom.<key>`. */
export const NUMBER_TARGET = 'number';
export const CUSTOM_TARGET_PREFIX = 'custom.';

/** A field a CSV column can be imported into. */
export interface ImportTarget {
  /** `number`, a registry field key, or `custom.<key>`. */
  key: string;
  label: string;
  /** The row cannot be imported without it (required and no default to fall back on). */
  required: boolean;
}

/**
 * Whether a new record needs this field from the file: required fields without a default, and
 * fields required while another field has its default value (company name for companies).
 */
const requiredInFile = (field: FieldDefinition, fields: readonly FieldDefinition[]) => {
  if (field.required) return field.defaultValue === undefined;
  if (!field.requiredWhen) return false;
  const condition = fields.find((f) => f.key === field.requiredWhen?.field);
  return condition?.defaultValue === field.requiredWhen.equals;
};

/** Everything a column of `type` can be mapped to, in form order. */
export function importTargets(type: EntityType, customFields: readonly FieldDefinition[]): ImportTarget[] {
  const definition = entityRegistry[type];
  const targets: ImportTarget[] = [];
  if (definition.number !== 'none')
    targets.push({
      key: NUMBER_TARGET,
      label: definition.numberLabel ?? 'Nummer',
      required: definition.number === 'manual',
    });
  for (const field of definition.fields)
    targets.push({ key: field.key, label: field.label, required: requiredInFile(field, definition.fields) });
  for (const field of customFields)
    targets.push({
      key: `${CUSTOM_TARGET_PREFIX}${field.key}`,
      label: field.label,
      required: field.required === true,
    });
  return targets;
}
