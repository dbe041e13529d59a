import Big from 'big.js';
import { AccountingError } from '../accounting-error.ts';

/** One column of a GoBD table, as the GDPdU index describes it. */
export interface GobdColumn {
  name: string;
  description: string;
  type: 'text' | 'amount' | 'integer' | 'date';
}

/** A table of the data export: its CSV file name and rows (ISO dates, decimal strings, plain text). */
export interface GobdTable {
  fileName: string;
  name: string;
  description: string;
  /** Leading columns that identify a row (VariablePrimaryKey). */
  primaryKey: readonly string[];
  columns: readonly GobdColumn[];
  rows: readonly (readonly (string | number | null | undefined)[])[];
}

const quoteText = (value: string) => `"${value.replaceAll('"', '""')}"`;

function formatValue(value: string | number | null | undefined, column: GobdColumn, table: string): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (column.type) {
    case 'amount':
      return new Big(text).toFixed(2).replace('.', ',');
    case 'integer':
      if (!/^-?\d+$/.test(text))
        throw new AccountingError(`„${text}“ ist keine ganze Zahl (${column.name}).`, table);
      return text;
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      if (!match) throw new AccountingError(`„${text}“ ist kein Datum (${column.name}).`, table);
      return `${match[3]}.${match[2]}.${match[1]}`;
    }
    default:
      // Line breaks inside a field would end the record for the auditor's software.
      return quoteText(text.replace(/\r\n|\r|\n/g, ' '));
  }
}

/**
 * The CSV text of a table as its index entry declares it: UTF-8, semicolons, CRLF, text in double
 * quotes, decimal comma without grouping, dates DD.MM.YYYY, a heading line first (skipped by
 * `Range/From = 2` in the index).
 */
export function gobdCsv(table: GobdTable): string {
  const heading = table.columns.map((c) => quoteText(c.name)).join(';');
  const lines = table.rows.map((row, index) => {
    if (row.length !== table.columns.length)
      throw new AccountingError(
        `Zeile ${index + 1} hat ${row.length} statt ${table.columns.length} Spalten.`,
        table.name,
      );
    return row.map((value, i) => formatValue(value, table.columns[i]!, table.name)).join(';');
  });
  return [heading, ...lines].map((line) => `${line}\r\n`).join('');
}
