import type { ImportRowError } from '@kontor/contracts';
import { convertCell, type ReferenceResolver } from '../convert/convert-cell.ts';
import type { CsvRow } from '../csv/read-csv.ts';
import type { ImportColumn } from './import-columns.ts';

/** A CSV row turned into field values; only the cells that hold something are set. */
export interface ConvertedRow {
  line: number;
  number: string | null;
  data: Record<string, unknown>;
  custom: Record<string, unknown>;
  errors: ImportRowError[];
  /** Paths (`data.email`) of the values given, to tie validation messages to their column. */
  given: Set<string>;
}

const EXTRA_CELLS_MESSAGE =
  'Die Zeile hat mehr Spalten als die Kopfzeile – vermutlich ein Trennzeichen in einem Text ohne Anführungszeichen.';

/**
 * Empty cells are "not given": a new record gets the default, an existing one keeps its value,
 * so a file from a system that lacks a field never wipes what Kontor already knows.
 */
export function convertRows(
  rows: readonly CsvRow[],
  columns: readonly ImportColumn[],
  headerCount: number,
  resolveReference: ReferenceResolver,
): ConvertedRow[] {
  return rows.map(({ line, cells }) => {
    const row: ConvertedRow = { line, number: null, data: {}, custom: {}, errors: [], given: new Set() };
    if (cells.slice(headerCount).some((c) => c.trim() !== ''))
      row.errors.push({ column: null, message: EXTRA_CELLS_MESSAGE });
    for (const column of columns) {
      const raw = cells[column.index]?.trim() ?? '';
      if (raw === '') continue;
      row.given.add(column.path);
      if (column.source === 'number' || !column.field) {
        row.number = raw;
        continue;
      }
      const converted = convertCell(column.field, raw, resolveReference);
      if (!converted.ok) {
        row.errors.push({ column: column.header, message: converted.message });
        continue;
      }
      row[column.source][column.field.key] = converted.value;
    }
    return row;
  });
}
