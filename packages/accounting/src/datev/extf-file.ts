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

const layouts = new WeakMap<Columns, { index: Map<string, number>; empty: string[] }>();

/** Column positions and the empty line (`""` for text, nothing for numbers), computed once per format. */
function layoutOf(columns: Columns) {
  let layout = layouts.get(columns);
  if (!layout) {
    layout = {
      index: new Map(columns.map(([name], i) => [name, i])),
      empty: columns.map(([, isText]) => (isText ? '""' : '')),
    };
    layouts.set(columns, layout);
  }
  return layout;
}

/**
 * Builds one data line: every column present, text columns quoted (`""` when empty), numbers
 * bare, text transliterated to Windows-1252 or refused with the record named.
 */
export function extfLine(columns: Columns, values: ReadonlyMap<string, string>, record: string): string {
  const { index, empty } = layoutOf(columns);
  const cells = [...empty];
  for (const [name, value] of values) {
    const i = index.get(name);
    if (i === undefined) throw new Error(`Unknown DATEV column ${name}`);
    cells[i] = columns[i]![1] ? quoted(toWindows1252Text(value, { record, field: name })) : value;
  }
  return cells.join(';');
}

/** Header line, column headings, data lines — CRLF after each, Windows-1252. */
export function extfFile(fileName: string, header: string[], columns: Columns, lines: string[]): ExtfFile {
  if (header.length !== 31)
    throw new AccountingError(`Die DATEV-Kopfzeile hat ${header.length} statt 31 Felder.`);
  const text = [header.join(';'), columns.map(([name]) => name).join(';'), ...lines]
    .map((l) => `${l}\r\n`)
    .join('');
  return { fileName, bytes: encodeWindows1252(text), text, records: lines.length };
}
