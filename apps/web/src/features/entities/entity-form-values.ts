import {
  entityDefaults,
  entityInputSchema,
  entityRegistry,
  type EntityRecord,
  type EntityType,
  type EntityWrite,
  type FieldDefinition,
} from '@kontor/contracts';
import { isFieldShown } from './form-layout.ts';

/**
 * What the form holds. Values are in the API's shape, except that number inputs hold what
 * Mantine's NumberInput gives (a number, '' when empty, or a string while half typed).
 */
export interface FormValues {
  number: string;
  data: Record<string, unknown>;
  custom: Record<string, unknown>;
}

const numericKinds = new Set(['number', 'money', 'percent']);

/** Stored value → input value: amounts arrive as decimal strings ("1234.50"), inputs want numbers. */
function toInputValue(field: FieldDefinition, value: unknown): unknown {
  if (numericKinds.has(field.kind)) {
    if (value === null || value === undefined || value === '') return '';
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (value === undefined) return field.kind === 'multiSelect' || field.kind === 'profiles' ? [] : null;
  return value;
}

/** 1234.5 → "1234.5" without exponent notation (0.00001 stays a plain decimal). */
const decimalString = (n: number) => n.toFixed(4).replace(/\.?0+$/, '');

/** Input value → the API's value: numbers for `number`, decimal strings for money and percent. */
function toWireValue(field: FieldDefinition, value: unknown): unknown {
  if (!numericKinds.has(field.kind)) return value;
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  // Something that is not a number stays as typed, so validation names it.
  if (!Number.isFinite(n)) return value;
  return field.kind === 'number' ? n : decimalString(n);
}

const valuesOf = (fields: readonly FieldDefinition[], source: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f.key, toInputValue(f, source[f.key])]));

/** The form's start: the record (edit) or the registry defaults plus values handed over in the URL (create). */
export function initialFormValues(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  record?: Pick<EntityRecord, 'number' | 'data' | 'custom'>,
  preset: Record<string, unknown> = {},
): FormValues {
  const fields = entityRegistry[type].fields;
  const data = record ? record.data : { ...entityDefaults(type), ...preset };
  return {
    number: record?.number ?? '',
    data: valuesOf(fields, data),
    custom: valuesOf(customFields, record?.custom ?? {}),
  };
}

/** The body for create/update: wire values, and nothing for fields the form does not ask for. */
export function toEntityWrite(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  values: FormValues,
): Required<EntityWrite> {
  const data: Record<string, unknown> = {};
  for (const field of entityRegistry[type].fields)
    data[field.key] = isFieldShown(type, field.key, values.data)
      ? toWireValue(field, values.data[field.key])
      : null;
  const custom: Record<string, unknown> = {};
  for (const field of customFields) custom[field.key] = toWireValue(field, values.custom[field.key]);
  const number = entityRegistry[type].number === 'none' ? null : values.number.trim() || null;
  return { number, data, custom };
}

/** Field messages of the shared schema, keyed like the server's (`data.zip`, `custom.farbe`, `number`). */
export function validateEntityForm(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  values: FormValues,
): Record<string, string> {
  const result = entityInputSchema(type, customFields).safeParse(toEntityWrite(type, customFields, values));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** Values handed to a create form in the URL (`?company=12`): only registry fields, in their kind's type. */
export function presetFromSearch(type: EntityType, search: Record<string, unknown>): Record<string, unknown> {
  const preset: Record<string, unknown> = {};
  for (const field of entityRegistry[type].fields) {
    const raw = search[field.key];
    if (raw === undefined) continue;
    if (field.kind === 'reference' || field.kind === 'profile') {
      const id = Number(raw);
      if (Number.isInteger(id) && id > 0) preset[field.key] = id;
    } else if (typeof raw === 'string' && field.options?.some((o) => o.value === raw)) {
      preset[field.key] = raw;
    }
  }
  return preset;
}
