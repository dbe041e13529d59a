import { parse } from 'csv-parse/sync';
import { BankFileError } from '../errors.ts';
import { newStatement, newTransaction, type BankEntry, type BankStatement } from '../model.ts';
import { decodeBankText } from '../text/decode.ts';
import { orNull, splitSepaKeys } from '../text/remittance.ts';
import type { CsvColumnMapping, CsvColumns } from './csv-mapping.ts';
import { parseCsvAmount, parseCsvDate } from './csv-values.ts';

export interface CsvTable {
  /** 1-based file line of each row. */
  rows: { cells: string[]; line: number }[];
  delimiter: ';' | ',' | '\t';
}

const normal = (text: string) => text.trim().toLowerCase();

/** Decodes and splits a CSV file; the delimiter is the mapping's or the most frequent of `;` `,` tab. */
export function readCsvTable(
  bytes: Uint8Array,
  mapping: Pick<CsvColumnMapping, 'delimiter' | 'encoding'>,
): CsvTable {
  const text =
    mapping.encoding === 'windows-1252' ? decodeBankText(bytes, 'windows-1252') : decodeBankText(bytes);
  const delimiter = mapping.delimiter ?? guessDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info: true` csv-parse returns { record, info } per row; its typings do not follow the option.
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    throw new BankFileError('Die CSV-Datei ist fehlerhaft (Anführungszeichen nicht geschlossen?).', line);
  }
  return { delimiter, rows: records.map((r) => ({ cells: r.record, line: r.info.lines })) };
}

function guessDelimiter(text: string): ';' | ',' | '\t' {
  const sample = text.slice(0, 8192);
  const count = (c: string) => sample.split(c).length;
  const best = ([';', ',', '\t'] as const).map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1])[0]!;
  return best[0];
}

/** Index of the header row: the first row naming every mapped column (preamble lines come before it). */
export function findHeaderRow(table: CsvTable, columns: CsvColumns): number {
  const wanted = Object.values(columns)
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .map(normal);
  const index = table.rows.findIndex((row) => {
    const names = new Set(row.cells.map(normal));
    return wanted.every((w) => names.has(w));
  });
  if (index < 0)
    throw new BankFileError(
      `Die Kopfzeile mit den Spalten ${wanted.map((w) => `„${w}“`).join(', ')} wurde nicht gefunden.`,
    );
  return index;
}

/**
 * Reads a CSV export with a saved column mapping into one statement (no balances: CSV exports
 * have none that can be trusted). Footer and summary lines (no date and no amount, or a word
 * where the date stands) are skipped; a line with only one of the two is an error with its line number.
 */
export function readCsvStatement(bytes: Uint8Array, mapping: CsvColumnMapping): BankStatement {
  const table = readCsvTable(bytes, mapping);
  const headerIndex = findHeaderRow(table, mapping.columns);
  const index = columnIndexes(table.rows[headerIndex]!.cells.map(normal), mapping.columns);
  if (index.amount < 0 && index.debit < 0 && index.credit < 0)
    throw new BankFileError('Die Spaltenzuordnung nennt keine Betragsspalte (Betrag oder Soll/Haben).');
  const pending = new Set(mapping.pendingValues.map(normal));
  const statement = newStatement('csv');
  for (const { cells, line } of table.rows.slice(headerIndex + 1)) {
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const dateText = cell(index.bookingDate);
    const bookingDate = parseCsvDate(dateText, mapping.dateFormat);
    // Footer and balance lines name themselves where the date stands ("Kontostand am …", "Summe").
    if (!bookingDate && /\p{L}{3,}/u.test(dateText)) continue;
    const amount = amountOf(cell, index, mapping, line);
    if (!bookingDate && amount === null) continue;
    if (!bookingDate)
      throw new BankFileError(`Das Buchungsdatum „${dateText}“ ist kein gültiges Datum.`, line);
    if (amount === null) throw new BankFileError('Die Zeile enthält keinen Betrag.', line);
    statement.account.iban ??= orNull(cell(index.accountIban)?.replace(/\s/g, ''));
    statement.entries.push(
      entryOf(statement.entries.length, bookingDate, amount, cell, index, mapping, pending, line),
    );
  }
  statement.account.currency = statement.entries[0]?.currency ?? null;
  const dates = statement.entries.map((e) => e.bookingDate!).sort();
  statement.fromDate = dates[0] ?? null;
  statement.toDate = dates.at(-1) ?? null;
  return statement;
}

function columnIndexes(header: string[], c: CsvColumns) {
  const col = (name: string | undefined) => (name === undefined ? -1 : header.indexOf(normal(name)));
  return {
    bookingDate: col(c.bookingDate),
    valueDate: col(c.valueDate),
    amount: col(c.amount),
    debit: col(c.debit),
    credit: col(c.credit),
    mark: col(c.debitCreditMark),
    currency: col(c.currency),
    name: col(c.counterpartyName),
    payer: col(c.payerName),
    iban: col(c.counterpartyIban),
    bic: col(c.counterpartyBic),
    purpose: (c.purpose ?? []).map(col),
    postingText: col(c.postingText),
    endToEndId: col(c.endToEndId),
    mandateId: col(c.mandateId),
    creditorId: col(c.creditorId),
    status: col(c.status),
    accountIban: col(c.accountIban),
  };
}
type Indexes = ReturnType<typeof columnIndexes>;

function amountOf(
  cell: (i: number) => string,
  index: Indexes,
  mapping: CsvColumnMapping,
  line: number,
): string | null {
  const parse = (i: number) => {
    const text = cell(i);
    if (text === '') return null;
    const value = parseCsvAmount(text, mapping.decimalSeparator);
    if (value === null) throw new BankFileError(`Der Betrag „${text}“ ist keine Zahl.`, line);
    return value;
  };
  if (index.amount >= 0 && cell(index.amount) !== '') {
    const value = parse(index.amount)!;
    const mark = cell(index.mark).toUpperCase();
    return mark === 'S' || mark === 'D' ? `-${value.replace(/^-/, '')}` : value;
  }
  // Soll/Haben: the debit column may be written with or without its minus sign.
  const debit = index.debit >= 0 ? parse(index.debit) : null;
  const credit = index.credit >= 0 ? parse(index.credit) : null;
  if (debit !== null && debit !== '0.00') return `-${debit.replace(/^-/, '')}`;
  return credit ?? debit;
}

function entryOf(
  position: number,
  bookingDate: string,
  amount: string,
  cell: (i: number) => string,
  index: Indexes,
  mapping: CsvColumnMapping,
  pending: Set<string>,
  line: number,
): BankEntry {
  const valueText = cell(index.valueDate);
  const valueDate = valueText ? parseCsvDate(valueText, mapping.dateFormat) : null;
  if (valueText && !valueDate)
    throw new BankFileError(`Das Valutadatum „${valueText}“ ist kein gültiges Datum.`, line);
  const credit = !amount.startsWith('-');
  const purposeText = index.purpose.map(cell).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  const { lead, values } = splitSepaKeys(purposeText);
  const purpose = values.SVWZ ?? (Object.keys(values).length ? lead : purposeText);
  const currency = cell(index.currency) || 'EUR';
  const name = (credit && index.payer >= 0 ? cell(index.payer) : '') || cell(index.name);
  const ibanCell = cell(index.iban).replace(/\s/g, '');
  const iban = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(ibanCell) ? ibanCell : (orNull(values.IBAN) ?? null);
  const postingText = orNull(cell(index.postingText));
  return {
    index: position,
    bookingDate,
    valueDate: valueDate ?? null,
    amount,
    currency,
    creditDebit: credit ? 'credit' : 'debit',
    reversal: false,
    status: pending.has(normal(cell(index.status))) ? 'pending' : 'booked',
    accountServicerReference: null,
    entryReference: null,
    bankTransactionCode: null,
    additionalInfo: postingText,
    charges: null,
    instructedAmount: null,
    batch: null,
    transactions: [
      {
        ...newTransaction(amount, currency, credit ? 'credit' : 'debit'),
        counterparty: {
          name: orNull(name),
          iban,
          accountId: iban === ibanCell || !ibanCell ? null : ibanCell,
          bic: orNull(cell(index.bic)) ?? orNull(values.BIC),
          ultimateName: orNull(credit ? values.ABWA : values.ABWE),
        },
        purpose,
        remittanceLines: purposeText ? [purposeText] : [],
        endToEndId: orNull(cell(index.endToEndId)) ?? orNull(values.EREF),
        mandateId: orNull(cell(index.mandateId)) ?? orNull(values.MREF),
        creditorId: orNull(cell(index.creditorId)) ?? orNull(values.CRED),
      },
    ],
  };
}
