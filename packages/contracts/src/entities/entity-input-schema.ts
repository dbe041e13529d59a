import { z } from 'zod';
import { DATEV_SAFE_MESSAGE, isDatevSafe } from '../number-ranges/datev-safe.ts';
import type { FieldDefinition } from './entity-fields.ts';
import { euCountryCodes } from './field-options.ts';
import { entityRegistry, type EntityType } from './entity-registry.ts';
import { fieldSchema, isMissing, requiredMessage } from './field-value-schema.ts';

export interface EntityInput {
  number: string | null;
  data: Record<string, unknown>;
  custom: Record<string, unknown>;
}

const objectOf = (fields: readonly FieldDefinition[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f).optional()])));

const isRequired = (field: FieldDefinition, values: Record<string, unknown>) =>
  field.required ||
  (field.requiredWhen !== undefined && values[field.requiredWhen.field] === field.requiredWhen.equals);

type Issue = { path: (string | number)[]; message: string };

/** Rules between fields of one type, beyond what each field checks alone. */
function crossFieldIssues(type: EntityType, data: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const add = (key: string, message: string) => issues.push({ path: ['data', key], message });
  if (type === 'customers' || type === 'vendors') {
    if (data.country === 'DE' && typeof data.zip === 'string' && !/^\d{5}$/.test(data.zip))
      add('zip', 'PLZ: in Deutschland fünf Ziffern.');
    if (data.vat_treatment === 'intraEu') {
      if (isMissing(data.vat_id))
        add('vat_id', 'Für innergemeinschaftliche Umsätze ist die USt-IdNr. Pflicht.');
      if (data.country === 'DE' || !euCountryCodes.includes(data.country as never))
        add('country', 'Innergemeinschaftlich setzt ein anderes EU-Land voraus.');
    }
    if (data.vat_treatment === 'export' && euCountryCodes.includes(data.country as never))
      add('country', 'Ausfuhr setzt ein Land außerhalb der EU voraus.');
    if (!isMissing(data.skonto_percent) && isMissing(data.skonto_days))
      add('skonto_days', 'Bitte die Skonto-Frist angeben.');
    if (!isMissing(data.sepa_mandate_reference) && isMissing(data.iban))
      add('iban', 'Für ein SEPA-Mandat wird die IBAN benötigt.');
  }
  if (type === 'projects' && typeof data.start_date === 'string' && typeof data.end_date === 'string')
    if (data.end_date < data.start_date) add('end_date', 'Das Ende liegt vor dem Beginn.');
  if (type === 'absences' && typeof data.from === 'string' && typeof data.to === 'string')
    if (data.to < data.from) add('to', '„Bis“ liegt vor „Von“.');
  return issues;
}

/**
 * The schema a create or edit form of `type` validates with — in the browser while typing and
 * on the server before anything is written. `customFields` are the tenant's active definitions.
 */
export function entityInputSchema(type: EntityType, customFields: readonly FieldDefinition[] = []) {
  const definition = entityRegistry[type];
  const numberLabel = definition.numberLabel ?? 'Nummer';
  return z
    .object({
      number: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
        z
          .string({ error: `${numberLabel}: bitte als Text angeben.` })
          .refine(isDatevSafe, { error: `${numberLabel}: ${DATEV_SAFE_MESSAGE}` })
          .nullable(),
      ),
      data: objectOf(definition.fields).default({}),
      custom: objectOf(customFields).default({}),
    })
    .superRefine((input, ctx) => {
      if (definition.number === 'manual' && !input.number)
        ctx.addIssue({ code: 'custom', path: ['number'], message: `Bitte ${numberLabel} angeben.` });
      if (definition.number === 'none' && input.number)
        ctx.addIssue({
          code: 'custom',
          path: ['number'],
          message: `${definition.label} haben keine Nummer.`,
        });
      for (const field of definition.fields)
        if (isRequired(field, input.data) && isMissing(input.data[field.key]))
          ctx.addIssue({ code: 'custom', path: ['data', field.key], message: requiredMessage(field) });
      for (const field of customFields)
        if (field.required && isMissing(input.custom[field.key]))
          ctx.addIssue({ code: 'custom', path: ['custom', field.key], message: requiredMessage(field) });
      for (const issue of crossFieldIssues(type, input.data)) ctx.addIssue({ code: 'custom', ...issue });
    })
    .transform((input): EntityInput => ({
      number: input.number ?? null,
      data: withAllKeys(definition.fields, input.data),
      custom: withAllKeys(customFields, input.custom),
    }));
}

/** Every field present (null when empty), so stored records and history diffs have one shape. */
const withAllKeys = (fields: readonly FieldDefinition[], values: Record<string, unknown>) =>
  Object.fromEntries(
    fields.map((f) => [
      f.key,
      values[f.key] ?? (f.kind === 'multiSelect' || f.kind === 'profiles' ? [] : null),
    ]),
  );

/** A new record's starting values (the registry's defaults). */
export const entityDefaults = (type: EntityType): Record<string, unknown> =>
  Object.fromEntries(
    entityRegistry[type].fields
      .filter((f) => f.defaultValue !== undefined)
      .map((f) => [f.key, f.defaultValue]),
  );
