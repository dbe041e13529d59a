import { BankFileError } from '../errors.ts';
import type { CsvColumnMapping, CsvColumns } from './csv-mapping.ts';
import { CSV_PRESETS } from './csv-presets.ts';
import { findHeaderRow, readCsvTable, type CsvTable } from './read-csv.ts';

export interface CsvMappingSuggestion {
  /** The preset whose columns all exist, or null for a mapping guessed from the header names. */
  presetId: string | null;
  mapping: CsvColumnMapping;
  /** 1-based line of the header row (lines before it are preamble). */
  headerLine: number;
  header: string[];
}

// Header names German (and a few English) exports use, per field; the first matching column wins.
const SYNONYMS: [keyof CsvColumns, RegExp][] = [
  ['bookingDate', /^(buchungs?tag|buchung|buchungsdatum|datum|booking date|date)$/i],
  ['valueDate', /^(valuta(datum)?|wert(stellung)?(sdatum)?( \(valuta\))?|value date)$/i],
  ['debit', /^soll( \(eur\))?$/i],
  ['credit', /^haben( \(eur\))?$/i],
  ['amount', /^(betrag|umsatz|amount)( ?\((eur|€)\)| in eur)?$/i],
  ['debitCreditMark', /^(soll\/haben|s\/h)$/i],
  ['currency', /^(währung|waehrung|currency)$/i],
  [
    'counterpartyName',
    /(begünstigter|beguenstigter|auftraggeber|empfänger|zahlungsbeteiligter|zahlungspflichtige|partner name|payee)/i,
  ],
  [
    'counterpartyIban',
    /^(iban|kontonummer\/iban|iban \/ kontonummer|iban zahlungsbeteiligter|partner iban|gegenkonto|kontonummer)$/i,
  ],
  ['counterpartyBic', /^(bic|bic \(swift-code\)|bic \(swift-code\) zahlungsbeteiligter|blz)$/i],
  ['postingText', /^(buchungstext|umsatzart|vorgang|umsatztyp|type)$/i],
  ['endToEndId', /(end-to-end|kundenreferenz)/i],
  ['mandateId', /^mandatsreferenz$/i],
  ['creditorId', /^gl(ä|ae)ubiger[- ]id$/i],
];
const PURPOSE = /^(verwendungszweck|vorgang\/verwendungszweck|payment reference)$/i;

/**
 * Suggests a column mapping for a CSV export: a known bank layout when its columns are all there,
 * else one guessed from the header names, with the decimal separator taken from the amounts.
 */
export function suggestCsvMapping(bytes: Uint8Array): CsvMappingSuggestion {
  const table = readCsvTable(bytes, { delimiter: null, encoding: 'auto' });
  for (const preset of CSV_PRESETS) {
    try {
      const row = findHeaderRow(table, preset.mapping.columns);
      return suggestion(preset.id, { ...preset.mapping, delimiter: table.delimiter }, table, row);
    } catch {
      // not this bank's layout
    }
  }
  const row = table.rows.findIndex(
    (r) =>
      r.cells.some((c) => SYNONYMS[0]![1].test(c.trim())) &&
      r.cells.some((c) => /betrag|umsatz|amount|soll|haben/i.test(c)),
  );
  if (row < 0)
    throw new BankFileError('In der CSV-Datei wurde keine Kopfzeile mit Datum und Betrag gefunden.');
  const header = table.rows[row]!.cells.map((c) => c.trim());
  const columns: Partial<CsvColumns> = {};
  const used = new Set<string>();
  for (const [field, pattern] of SYNONYMS) {
    const name = header.find((h) => pattern.test(h) && !used.has(h));
    if (!name || columns[field]) continue;
    (columns as Record<string, string>)[field] = name;
    used.add(name);
  }
  const purpose = header.filter((h) => PURPOSE.test(h) && !used.has(h));
  if (purpose.length) columns.purpose = purpose;
  if (columns.amount) {
    delete columns.debit;
    delete columns.credit;
  }
  const mapping: CsvColumnMapping = {
    delimiter: table.delimiter,
    encoding: 'auto',
    decimalSeparator: guessDecimalSeparator(
      table,
      row,
      header.indexOf(columns.amount ?? columns.debit ?? columns.credit ?? ''),
    ),
    dateFormat: 'auto',
    columns: columns as CsvColumns,
    pendingValues: [],
  };
  return suggestion(null, mapping, table, row);
}

function suggestion(
  presetId: string | null,
  mapping: CsvColumnMapping,
  table: CsvTable,
  row: number,
): CsvMappingSuggestion {
  const header = table.rows[row]!;
  return { presetId, mapping, headerLine: header.line, header: header.cells.map((c) => c.trim()) };
}

/** `,` unless the amounts are written with a decimal point (`-16.80`, `1,234.50`). */
function guessDecimalSeparator(table: CsvTable, headerRow: number, column: number): ',' | '.' {
  if (column < 0) return ',';
  const samples = table.rows.slice(headerRow + 1, headerRow + 50).map((r) => (r.cells[column] ?? '').trim());
  const dot = samples.filter((s) => /\.\d{1,2}$/.test(s)).length;
  const comma = samples.filter((s) => /,\d{1,2}$/.test(s)).length;
  return dot > comma ? '.' : ',';
}
