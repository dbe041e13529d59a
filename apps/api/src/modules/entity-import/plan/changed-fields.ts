import {
  entityRegistry,
  type EntityInput,
  type FieldDefinition,
  type ImportableEntityType,
} from '@kontor/contracts';
import type { ExistingRecord } from '../../entities/index.ts';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const isDecimal = (value: unknown): value is string | number =>
  (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) || typeof value === 'number';

/** Equal for the user: both empty, the same amount (`12.5` = `12.50`), or the same value. */
export function sameValue(field: Pick<FieldDefinition, 'kind'>, stored: unknown, next: unknown) {
  if (isEmpty(stored) && isEmpty(next)) return true;
  if ((field.kind === 'money' || field.kind === 'percent') && isDecimal(stored) && isDecimal(next))
    return Number(stored) === Number(next);
  return JSON.stringify(stored) === JSON.stringify(next);
}

/** Labels of the fields whose value the import would change (in form order). */
export function changedFields(
  type: ImportableEntityType,
  customFields: readonly FieldDefinition[],
  existing: ExistingRecord,
  input: EntityInput,
): string[] {
  const definition = entityRegistry[type];
  const labels: string[] = [];
  if (input.number !== null && input.number !== existing.number)
    labels.push(definition.numberLabel ?? 'Nummer');
  for (const field of definition.fields)
    if (!sameValue(field, existing.data[field.key], input.data[field.key])) labels.push(field.label);
  for (const field of customFields)
    if (!sameValue(field, existing.custom[field.key], input.custom[field.key])) labels.push(field.label);
  return labels;
}
