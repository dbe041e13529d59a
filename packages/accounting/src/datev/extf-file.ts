import { AccountingError } from '../accounting-error.ts';
import { quoted } from './extf-fields.ts';
import { encodeWindows1252, toWindows1252Text } from './windows-1252.ts';

export interface ExtfFile {
  fileName: string;
  /** The file as DATEV reads it: Windows-1252, CRLF. */
  bytes: Buffer;
  /** The same content as a string (for tests and previews). */
  text: string;
  records: number;
}

type Columns = readonly (readonly [string, boolean])[];

/**
 * Builds one data line: every column present, text columns quoted (`""` when empty), numbers
 * bare, text transliterated to Windows-1252 or refused with the record named.
 */
export function extfLine(columns: Columns, values: ReadonlyMap<string, string>, record: string): string {
  for (const name of values.keys())
    if (!columns.some(([column]) => column === name)) throw new Error(`Unknown DATEV column ${name}`);
  return columns
    .map(([name, isText]) => {
      const value = values.get(name) ?? '';
      if (!isText) return value;
      return quoted(toWindows1252Text(value, { record, field: name }));
    })
    .join(';');
}

/** Header line, column headings, data lines — CRLF after each, Windows-1252. */
export function extfFile(fileName: string, header: string[], columns: Columns, lines: string[]): ExtfFile {
  if (header.length !== 31) throw new AccountingError(`Die DATEV-Kopfzeile hat ${header.length} statt 31 Felder.`);
  const text = [header.join(';'), columns.map(([name]) => name).join(';'), ...lines].map((l) => `${l}\r\n`).join('');
  return { fileName, bytes: encodeWindows1252(text), text, records: lines.length };
}
