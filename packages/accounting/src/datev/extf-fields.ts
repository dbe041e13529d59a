import { AccountingError } from '../accounting-error.ts';
import { formatCents, toCents } from '../journal/cents.ts';

/** A text field: in quotes, quotes inside doubled, `""` when empty (DATEV-Format "Einstieg"). */
export const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** A field of the file: text fields are quoted, numbers and dates bare, empty numbers stay empty. */
export type FieldValue = { text: string } | { number: string } | null;

/** "1234,56": decimal comma, no thousands separator, positive (Umsatz ^\d{1,10},\d{2}$). */
export function datevAmount(value: string, record: string): string {
  const cents = toCents(value);
  if (cents <= 0n) throw new AccountingError(`Der Umsatz ${value} muss größer als 0 sein.`, record);
  const text = formatCents(cents);
  if (!/^\d{1,10}\.\d{2}$/.test(text))
    throw new AccountingError(`Der Umsatz ${value} hat mehr als 10 Vorkommastellen.`, record);
  return text.replace('.', ',');
}

const isoParts = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new AccountingError(`„${iso}“ ist kein Datum.`);
  return { year: match[1]!, month: match[2]!, day: match[3]! };
};

/** Belegdatum TTMM — DATEV takes the year from the header's Datum vom/bis. */
export const datevDayMonth = (iso: string) => {
  const { day, month } = isoParts(iso);
  return `${day}${month}`;
};

/** Leistungsdatum and the like: TTMMJJJJ. */
export const datevDate = (iso: string) => {
  const { year, month, day } = isoParts(iso);
  return `${day}${month}${year}`;
};

/** Header dates: JJJJMMTT. */
export const datevHeaderDate = (iso: string) => iso.replaceAll('-', '');
