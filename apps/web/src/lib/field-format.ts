import { countryLabel, formatIban, type FieldDefinition } from '@kontor/contracts';
import { formatDate, formatMoney, formatNumber } from './format.ts';

export interface FormatContext {
  /** Names of referenced records (`e<id>`) and profiles (`p<id>`) from the API answer. */
  refs: Readonly<Record<string, string>>;
  yes: string;
  no: string;
  language?: string;
}

const optionLabel = (field: FieldDefinition, value: unknown) =>
  field.options?.find((o) => o.value === value)?.label ?? String(value);

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** The name of a referenced record or profile, or `#id` while the name is unknown. */
export const refName = (refs: FormatContext['refs'], prefix: 'e' | 'p', id: number) =>
  refs[`${prefix}${id}`] ?? `#${id}`;

/** `2026-11-21` → 21.11.2026, read as a calendar day (not as UTC midnight, which shifts west of Greenwich). */
export const formatIsoDate = (value: string, language = 'de') => formatDate(`${value}T00:00:00`, language);

/** 2 → "2", 2.5 → "2,5", 1234.5 → "1.234,5" (up to four decimals, as stored). */
const formatDecimal = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 4 }).format(value);

/** A stored value as the user reads it (dates, 1.234,50 €, grouped IBAN, option labels, names); null when empty. */
export function formatFieldValue(field: FieldDefinition, value: unknown, ctx: FormatContext): string | null {
  const language = ctx.language ?? 'de';
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  switch (field.kind) {
    case 'money':
      return formatMoney(Number(value), language);
    case 'percent':
      return `${formatDecimal(Number(value), language)} %`;
    case 'number':
      return typeof value === 'number' ? formatNumber(value, language) : String(value);
    case 'date':
      return typeof value === 'string' ? formatIsoDate(value, language) : String(value);
    case 'boolean':
      return value === true ? ctx.yes : ctx.no;
    case 'select':
      return optionLabel(field, value);
    case 'multiSelect':
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(field, v)).join(', ');
    case 'country':
      return countryLabel(String(value));
    case 'iban':
      return formatIban(String(value));
    case 'reference':
      return ids(value)
        .map((id) => refName(ctx.refs, 'e', id))
        .join(', ');
    case 'profile':
    case 'profiles':
      return ids(value)
        .map((id) => refName(ctx.refs, 'p', id))
        .join(', ');
    default:
      return String(value);
  }
}
