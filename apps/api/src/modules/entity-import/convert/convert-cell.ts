import type { FieldDefinition, FieldOption } from '@kontor/contracts';
import { countryCodeOf } from './country-codes.ts';
import { parseGermanBoolean, parseGermanDate, parseGermanDecimal } from './german-values.ts';

export type Converted = { ok: true; value: unknown } | { ok: false; message: string };

/** Finds the record a reference cell names (by number or name); supplied by the service. */
export type ReferenceResolver = (field: FieldDefinition, raw: string) => Converted;

const ok = (value: unknown): Converted => ({ ok: true, value });
const fail = (message: string): Converted => ({ ok: false, message });

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** An option by its value or its German label, case and spaces ignored (`stück`, `19%`, `C62`). */
function matchOption(options: readonly FieldOption[], raw: string): string | undefined {
  const wanted = squash(raw);
  const direct = options.find((o) => squash(o.value) === wanted || squash(o.label) === wanted);
  if (direct) return direct.value;
  // Numeric options (VAT rates) also match `19,00` or `19 %`.
  const decimal = parseGermanDecimal(raw);
  if (decimal === null) return undefined;
  return options.find((o) => /^-?\d+(\.\d+)?$/.test(o.value) && Number(o.value) === Number(decimal))?.value;
}

const optionList = (options: readonly FieldOption[]) => options.map((o) => o.label).join(', ');

/**
 * One non-empty CSV cell as the value the field's schema expects: German numbers and dates,
 * Ja/Nein, options by value or label, countries by code or name, references by number or name.
 * Texts stay as they are — the schema trims, normalises and checks them.
 */
export function convertCell(
  field: FieldDefinition,
  raw: string,
  resolveReference: ReferenceResolver,
): Converted {
  const text = raw.trim();
  const { label } = field;
  switch (field.kind) {
    case 'number': {
      const decimal = parseGermanDecimal(text);
      return decimal === null ? fail(`${label}: „${text}“ ist keine Zahl.`) : ok(Number(decimal));
    }
    case 'money':
    case 'percent': {
      const decimal = parseGermanDecimal(text);
      return decimal === null ? fail(`${label}: „${text}“ ist keine Zahl.`) : ok(decimal);
    }
    case 'date': {
      const date = parseGermanDate(text);
      return date === null ? fail(`${label}: „${text}“ ist kein gültiges Datum (TT.MM.JJJJ).`) : ok(date);
    }
    case 'boolean': {
      const value = parseGermanBoolean(text);
      return value === null ? fail(`${label}: bitte Ja oder Nein angeben statt „${text}“.`) : ok(value);
    }
    case 'select': {
      const value = matchOption(field.options ?? [], text);
      return value === undefined
        ? fail(`${label}: „${text}“ gibt es nicht. Möglich: ${optionList(field.options ?? [])}.`)
        : ok(value);
    }
    case 'multiSelect': {
      const values: string[] = [];
      for (const part of text
        .split(/[,;|]/)
        .map((p) => p.trim())
        .filter(Boolean)) {
        const value = matchOption(field.options ?? [], part);
        if (value === undefined)
          return fail(`${label}: „${part}“ gibt es nicht. Möglich: ${optionList(field.options ?? [])}.`);
        values.push(value);
      }
      return ok(values);
    }
    case 'country': {
      const code = countryCodeOf(text);
      return code === null ? fail(`${label}: unbekanntes Land „${text}“.`) : ok(code);
    }
    case 'reference':
      return resolveReference(field, text);
    case 'profile':
    case 'profiles':
      return fail(`${label} kann nicht importiert werden.`);
    default:
      return ok(text);
  }
}
