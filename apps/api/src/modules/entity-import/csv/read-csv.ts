import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type CsvDelimiter, type CsvEncoding } from '@kontor/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../../core/http/errors.ts';
import { decodeText } from './decode-text.ts';
import { detectDelimiter } from './detect-delimiter.ts';

export interface CsvRow {
  /** Row as a spreadsheet shows it: the header is row 1. */
  line: number;
  cells: string[];
}

export interface CsvFile {
  encoding: CsvEncoding;
  hasBom: boolean;
  delimiter: CsvDelimiter;
  headers: string[];
  rows: CsvRow[];
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

function parseRecords(text: string, delimiter: CsvDelimiter): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const reason =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'ein Anführungszeichen wird nicht geschlossen'
          : 'das Format stimmt nicht';
      throw badRequest(`Die Datei lässt sich nicht als CSV lesen: ${reason}.`);
    }
    throw error;
  }
}

/**
 * Reads an uploaded CSV file: encoding and separator detected, quoted fields with separators,
 * line breaks and doubled quotes inside, first row = column names. Blank rows (also `;;;` as
 * Excel writes them) are skipped but still counted, so row numbers match the spreadsheet.
 */
export function readCsv(bytes: Uint8Array): CsvFile {
  if (bytes.length > IMPORT_MAX_BYTES) throw badRequest('Die Datei ist größer als 5 MB.');
  const { text, encoding, hasBom } = decodeText(bytes);
  if (text.trim() === '') throw badRequest('Die Datei ist leer.');
  const delimiter = detectDelimiter(text);
  const records = parseRecords(text, delimiter);
  const headerIndex = records.findIndex((r) => !isBlank(r));
  const headers = (records[headerIndex] ?? []).map((h) => h.trim());
  const rows: CsvRow[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (isBlank(cells)) continue;
    rows.push({ line: i + 1, cells });
    if (rows.length > IMPORT_MAX_ROWS)
      throw badRequest(
        `Die Datei hat mehr als ${IMPORT_MAX_ROWS.toLocaleString('de-DE')} Zeilen. Bitte teilen Sie sie auf.`,
      );
  }
  if (headers.every((h) => h === '')) throw badRequest('Die Datei hat keine Kopfzeile mit Spaltennamen.');
  if (rows.length === 0) throw badRequest('Die Datei enthält nur die Kopfzeile, aber keine Datensätze.');
  return { encoding, hasBom, delimiter, headers, rows };
}

/** The content of a request's `content_base64`. */
export const bytesOfBase64 = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
