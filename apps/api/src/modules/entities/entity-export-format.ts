import { countryLabel } from '@kontor/contracts';
import { wallClockParts } from '@kontor/working-times';
import { neutralizeFormula } from './entity-csv.ts';
import type { ExportColumn } from './entity-export-columns.ts';
import { idsOf } from './entity-record.ts';

// Values of an export as a German office worker reads them: 21.11.2026, 1234,50, Ja/Nein,
// option labels instead of codes, names instead of ids.

export type Refs = Record<string, string>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** '2026-11-21' → '21.11.2026'. */
export const germanDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** A decimal in German notation without thousands separators (spreadsheets read it as a number). */
export const germanDecimal = (value: unknown, minFractionDigits = 0) => {
  const [whole, fraction = ''] = String(value).split('.');
  const digits = fraction.padEnd(minFractionDigits, '0');
  return digits ? `${whole},${digits}` : whole!;
};

const berlinPartsOf = (iso: string) => wallClockParts(Date.parse(iso));

/** A timestamp as German wall-clock time: '21.11.2026 14:05'. */
export const germanDateTime = (iso: string) => {
  const p = berlinPartsOf(iso);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
};

/** The same wall-clock time as a Date whose UTC fields carry it (spreadsheets have no time zones). */
export const berlinWallClock = (iso: string) => {
  const p = berlinPartsOf(iso);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
};

export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const optionLabel = (column: ExportColumn, value: unknown) =>
  column.field?.options?.find((o) => o.value === value)?.label ?? String(value);

/** A cell as German text (CSV, and the non-numeric cells of XLSX). */
export function formatExportValue(column: ExportColumn, value: unknown, refs: Refs): string {
  if (isEmpty(value)) return '';
  switch (column.kind) {
    case 'timestamp':
      return germanDateTime(String(value));
    case 'date':
      return germanDate(String(value));
    case 'number':
    case 'percent':
      return germanDecimal(value);
    case 'money':
      return germanDecimal(value, 2);
    case 'boolean':
      return value === true ? 'Ja' : 'Nein';
    case 'select':
      return optionLabel(column, value);
    case 'multiSelect':
      return (value as unknown[]).map((v) => optionLabel(column, v)).join(', ');
    case 'country':
      return countryLabel(String(value));
    case 'iban':
      return groupIban(String(value));
    case 'reference':
      return idsOf(value)
        .map((id) => refs[`e${id}`] ?? `#${id}`)
        .join(', ');
    case 'profile':
    case 'profiles':
      return idsOf(value)
        .map((id) => refs[`p${id}`] ?? `#${id}`)
        .join(', ');
    default:
      return String(value);
  }
}

/** What an XLSX cell holds: numbers and dates as such (with a format), the rest as German text. */
export type XlsxCell = { value: string | number | Date | null; numFmt?: string };

export function xlsxCell(column: ExportColumn, value: unknown, refs: Refs): XlsxCell {
  if (isEmpty(value)) return { value: null };
  switch (column.kind) {
    case 'number':
      return { value: Number(value), numFmt: column.field?.integer ? '#,##0' : 'General' };
    case 'money':
      return { value: Number(value), numFmt: '#,##0.00 €' };
    case 'percent':
      return { value: Number(value) / 100, numFmt: '0.00%' };
    case 'date':
      return { value: new Date(`${String(value)}T00:00:00Z`), numFmt: 'dd.mm.yyyy' };
    case 'timestamp':
      return { value: berlinWallClock(String(value)), numFmt: 'dd.mm.yyyy hh:mm' };
    default:
      return { value: formatExportValue(column, value, refs) };
  }
}

const numericColumnKinds = new Set<ExportColumn['kind']>(['number', 'money', 'percent', 'date', 'timestamp']);

/** CSV only: free text is guarded against formula injection; numbers and dates we format are safe. */
export const neutralizeFormulaFor = (column: ExportColumn, text: string) =>
  numericColumnKinds.has(column.kind) ? text : neutralizeFormula(text);
