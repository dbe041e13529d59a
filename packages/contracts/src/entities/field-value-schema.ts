import { z } from 'zod';
import { isValidIban } from '../settings/iban.ts';
import type { FieldDefinition } from './entity-fields.ts';
import { countryCodes } from './field-options.ts';

// One zod schema per field kind, with German messages that name the field. Empty input is
// null; "required" is checked separately so a missing value gets the same message everywhere.

const decimalPattern = /^-?\d{1,13}(\.\d{1,4})?$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export const isValidIsoDate = (value: string) => {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const trimmedString = (field: FieldDefinition, transform?: (v: string) => string) =>
  z
    .string({ error: `${field.label}: bitte als Text angeben.` })
    .transform((v) => {
      const trimmed = v.trim();
      return transform ? transform(trimmed) : trimmed;
    })
    .pipe(
      z.string().max(field.max ?? 500, {
        error: `${field.label} darf höchstens ${field.max ?? 500} Zeichen lang sein.`,
      }),
    );

const decimalString = (field: FieldDefinition) =>
  z
    .union([z.number(), z.string()], { error: `${field.label}: bitte eine Zahl angeben.` })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => decimalPattern.test(v), {
      error: `${field.label}: bitte eine Zahl mit höchstens vier Nachkommastellen angeben.`,
    })
    .refine((v) => field.min === undefined || Number(v) >= field.min, {
      error: `${field.label} muss mindestens ${field.min} sein.`,
    })
    .refine((v) => field.max === undefined || Number(v) <= field.max, {
      error: `${field.label} darf höchstens ${field.max} sein.`,
    });

const optionValues = (field: FieldDefinition) => (field.options ?? []).map((o) => o.value);

const recordId = (field: FieldDefinition) =>
  z
    .number({ error: `${field.label}: bitte einen Datensatz auswählen.` })
    .int({ error: `${field.label}: bitte einen Datensatz auswählen.` })
    .positive({ error: `${field.label}: bitte einen Datensatz auswählen.` });

/** The schema of one non-empty value. */
function valueSchema(field: FieldDefinition): z.ZodType {
  const { label } = field;
  switch (field.kind) {
    case 'text':
    case 'longText':
      return trimmedString(field);
    case 'email':
      return trimmedString(field, (v) => v.toLowerCase()).refine((v) => z.email().safeParse(v).success, {
        error: `${label}: keine gültige E-Mail-Adresse.`,
      });
    case 'phone':
      return trimmedString({ ...field, max: field.max ?? 40 }).refine(
        (v) => /^\+?[0-9 ()/.-]{3,40}$/.test(v),
        {
          error: `${label}: bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.`,
        },
      );
    case 'url':
      return trimmedString(field).refine((v) => /^(https?:\/\/)?[^\s/]+\.[^\s]{2,}$/i.test(v), {
        error: `${label}: keine gültige Webadresse.`,
      });
    case 'iban':
      return trimmedString({ ...field, max: 42 }, (v) => v.replace(/\s+/g, '').toUpperCase()).refine(
        isValidIban,
        {
          error: `${label}: keine gültige IBAN (Prüfziffer oder Länge stimmt nicht).`,
        },
      );
    case 'bic':
      return trimmedString({ ...field, max: 11 }, (v) => v.replace(/\s+/g, '').toUpperCase()).refine(
        (v) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
        { error: `${label}: keine gültige BIC (8 oder 11 Zeichen).` },
      );
    case 'vatId':
      return trimmedString({ ...field, max: 20 }, (v) => v.replace(/[\s.-]+/g, '').toUpperCase()).refine(
        (v) => (v.startsWith('DE') ? /^DE\d{9}$/.test(v) : /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(v)),
        { error: `${label}: ungültiges Format (z. B. DE123456789).` },
      );
    case 'leitwegId':
      return trimmedString({ ...field, max: 46 }, (v) => v.toUpperCase()).refine(
        (v) => /^\d{2,12}(-[0-9A-Z]{1,30})?-\d{2}$/.test(v),
        { error: `${label}: ungültiges Format (z. B. 991-12345-67).` },
      );
    case 'country':
      return z.string().refine((v) => countryCodes.includes(v), { error: `${label}: unbekanntes Land.` });
    case 'number':
      return z
        .number({ error: `${label}: bitte eine Zahl angeben.` })
        .refine((v) => Number.isFinite(v), { error: `${label}: bitte eine Zahl angeben.` })
        .refine((v) => !field.integer || Number.isInteger(v), {
          error: `${label}: bitte eine ganze Zahl angeben.`,
        })
        .refine((v) => field.min === undefined || v >= field.min, {
          error: `${label} muss mindestens ${field.min} sein.`,
        })
        .refine((v) => field.max === undefined || v <= field.max, {
          error: `${label} darf höchstens ${field.max} sein.`,
        });
    case 'money':
    case 'percent':
      return decimalString(field);
    case 'date':
      return z
        .string({ error: `${label}: bitte ein Datum angeben.` })
        .refine(isValidIsoDate, { error: `${label}: kein gültiges Datum.` });
    case 'boolean':
      return z.boolean({ error: `${label}: bitte Ja oder Nein angeben.` });
    case 'select':
      return z
        .string({ error: `${label}: bitte einen der angebotenen Werte wählen.` })
        .refine((v) => optionValues(field).includes(v), {
          error: `${label}: bitte einen der angebotenen Werte wählen.`,
        });
    case 'multiSelect':
      return z
        .array(
          z.string().refine((v) => optionValues(field).includes(v), {
            error: `${label}: bitte nur angebotene Werte wählen.`,
          }),
          { error: `${label}: bitte als Liste angeben.` },
        )
        .transform((list) => [...new Set(list)]);
    case 'reference':
    case 'profile':
      return recordId(field);
    case 'profiles':
      return z
        .array(recordId(field), { error: `${label}: bitte als Liste angeben.` })
        .transform((l) => [...new Set(l)]);
  }
}

const isEmptyValue = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/** A field's schema including emptiness: empty → null (or [] for lists), "required" checked by the caller. */
export function fieldSchema(field: FieldDefinition): z.ZodType {
  const list = field.kind === 'multiSelect' || field.kind === 'profiles';
  return z
    .preprocess(emptyToNull, valueSchema(field).nullable())
    .transform((v) => (v === null && list ? [] : v));
}

export const requiredMessage = (field: FieldDefinition) => `Bitte ${field.label} angeben.`;

/** True when a value counts as "not filled in" for required checks. */
export const isMissing = (value: unknown) => value === undefined || isEmptyValue(value) || value === '';
