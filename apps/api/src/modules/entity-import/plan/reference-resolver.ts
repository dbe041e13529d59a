import { entityRegistry, isEntityType, type FieldDefinition } from '@kontor/contracts';
import type { Converted, ReferenceResolver } from '../convert/convert-cell.ts';
import type { ReferenceCandidate } from '../../entities/index.ts';
import type { ImportColumn } from './import-columns.ts';
import type { CsvRow } from '../csv/read-csv.ts';

const typeLabels = (types: readonly string[]) =>
  types.map((t) => (isEntityType(t) ? entityRegistry[t].label : t)).join(' oder ');

/** What the reference columns name (to look up once for the whole file), and the types they may point to. */
export function referenceLookups(columns: readonly ImportColumn[], rows: readonly CsvRow[]) {
  const texts = new Set<string>();
  const types = new Set<string>();
  for (const column of columns) {
    if (column.field?.kind !== 'reference') continue;
    for (const type of column.field.referenceTypes ?? []) types.add(type);
    for (const row of rows) {
      const text = row.cells[column.index]?.trim();
      if (text) texts.add(text);
    }
  }
  return { texts: [...texts], types: [...types] };
}

/**
 * Resolves a reference cell to a record id: by number first (exact), then by name (ignoring
 * case). More than one hit is an error — the user has to say which one.
 */
export function referenceResolver(candidates: readonly ReferenceCandidate[]): ReferenceResolver {
  return (field: FieldDefinition, raw: string): Converted => {
    const types = field.referenceTypes ?? [];
    const allowed = candidates.filter((c) => types.includes(c.type));
    const byNumber = allowed.filter((c) => c.number === raw);
    const hits =
      byNumber.length > 0 ? byNumber : allowed.filter((c) => c.name.toLowerCase() === raw.toLowerCase());
    if (hits.length === 1) return { ok: true, value: hits[0]!.id };
    if (hits.length > 1)
      return {
        ok: false,
        message: `${field.label}: „${raw}“ passt auf mehrere Datensätze (${hits
          .map((h) => (h.number ? `${h.name}, ${h.number}` : h.name))
          .join('; ')}). Bitte die Nummer angeben.`,
      };
    return {
      ok: false,
      message: `${field.label}: „${raw}“ gibt es nicht (gesucht unter ${typeLabels(types)} nach Nummer und Name).`,
    };
  };
}
