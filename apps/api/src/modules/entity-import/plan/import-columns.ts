import {
  CUSTOM_TARGET_PREFIX,
  entityRegistry,
  NUMBER_TARGET,
  type FieldDefinition,
  type ImportableEntityType,
} from '@kontor/contracts';
import { badRequest } from '../../../core/http/errors.ts';

/** A CSV column that is imported, with the field it goes to. */
export interface ImportColumn {
  index: number;
  header: string;
  /** Where values and validation messages live: `number`, `data.<key>` or `custom.<key>`. */
  path: string;
  source: 'number' | 'data' | 'custom';
  /** The field, or null for the record number. */
  field: FieldDefinition | null;
}

/** The header the user sees for column `index` (a nameless column gets its position). */
export const columnName = (headers: readonly string[], index: number) =>
  headers[index] || `Spalte ${index + 1}`;

/**
 * Checks the user's mapping against the file and the type's fields: one entry per column, known
 * targets only, each field at most once, at least one column imported. Problems go to
 * `mapping.<column>` so the mapping step shows them at the column.
 */
export function resolveColumns(
  type: ImportableEntityType,
  headers: readonly string[],
  mapping: readonly (string | null)[],
  customFields: readonly FieldDefinition[],
): ImportColumn[] {
  if (mapping.length !== headers.length)
    throw badRequest('Die Zuordnung passt nicht zur Datei. Bitte laden Sie die Datei erneut hoch.');
  const definition = entityRegistry[type];
  const columns: ImportColumn[] = [];
  const problems: Record<string, string> = {};
  const firstUse = new Map<string, number>();
  mapping.forEach((target, index) => {
    if (target === null) return;
    const header = columnName(headers, index);
    let column: ImportColumn | undefined;
    if (target === NUMBER_TARGET && definition.number !== 'none')
      column = { index, header, path: 'number', source: 'number', field: null };
    else if (target.startsWith(CUSTOM_TARGET_PREFIX)) {
      const field = customFields.find((f) => `${CUSTOM_TARGET_PREFIX}${f.key}` === target);
      if (field) column = { index, header, path: target, source: 'custom', field };
    } else {
      const field = definition.fields.find((f) => f.key === target);
      if (field) column = { index, header, path: `data.${field.key}`, source: 'data', field };
    }
    if (!column) {
      problems[`mapping.${index}`] = `${header}: Dieses Feld gibt es bei ${definition.label} nicht.`;
      return;
    }
    const earlier = firstUse.get(target);
    if (earlier !== undefined) {
      const label = column.field?.label ?? definition.numberLabel ?? 'Nummer';
      problems[`mapping.${index}`] =
        `„${label}“ ist schon der Spalte „${columnName(headers, earlier)}“ zugeordnet.`;
      return;
    }
    firstUse.set(target, index);
    columns.push(column);
  });
  if (Object.keys(problems).length > 0)
    throw badRequest('Die Zuordnung der Spalten ist fehlerhaft.', problems);
  if (columns.length === 0) throw badRequest('Bitte ordnen Sie mindestens eine Spalte einem Feld zu.');
  return columns;
}
