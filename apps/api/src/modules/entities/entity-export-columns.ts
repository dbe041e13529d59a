import { entityRegistry, type EntityRecord, type EntityType, type FieldDefinition } from '@kontor/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { fieldKey, recordFieldsOf, valueOf } from './entity-record.ts';

/** One column of an export: header, the raw value of a record, and the field it comes from. */
export interface ExportColumn {
  key: string;
  label: string;
  /** Absent for the record's own columns (number, name, timestamps). */
  field?: FieldDefinition;
  kind: FieldDefinition['kind'] | 'timestamp';
  value: (record: EntityRecord) => unknown;
}

function ownColumns(type: EntityType): ExportColumn[] {
  const { number, numberLabel } = entityRegistry[type];
  return [
    ...(number === 'none'
      ? []
      : [
          {
            key: 'number',
            label: numberLabel ?? 'Nummer',
            kind: 'text' as const,
            value: (r: EntityRecord) => r.number,
          },
        ]),
    { key: 'name', label: 'Name', kind: 'text', value: (r) => r.name },
    { key: 'created_at', label: 'Angelegt am', kind: 'timestamp', value: (r) => r.created_at },
    { key: 'updated_at', label: 'Geändert am', kind: 'timestamp', value: (r) => r.updated_at },
    { key: 'archived_at', label: 'Archiviert am', kind: 'timestamp', value: (r) => r.archived_at },
  ];
}

/** Every column an export of `type` can have, in form order. */
export function exportColumnsOf(type: EntityType, customFields: readonly FieldDefinition[]): ExportColumn[] {
  const own = ownColumns(type);
  // A `name` field (articles, projects …) is what the record's own name column shows already.
  const taken = new Set(own.map((c) => c.key));
  return [
    ...own,
    ...recordFieldsOf(type, customFields)
      .filter((f) => !taken.has(fieldKey(f)))
      .map((f): ExportColumn => ({
        key: fieldKey(f),
        label: f.field.label,
        field: f.field,
        kind: f.field.kind,
        value: (r) => valueOf(r, f),
      })),
  ];
}

/**
 * The columns asked for (comma-separated keys, in that order), or the list's default: number,
 * name, the registry's list columns and the custom fields shown in the list.
 */
export function chooseExportColumns(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  requested: string | undefined,
): ExportColumn[] {
  const all = exportColumnsOf(type, customFields);
  const keys = [
    ...new Set(
      (requested ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
  if (keys.length === 0)
    return all.filter((c) => c.key === 'number' || c.key === 'name' || c.field?.listColumn);
  return keys.map((key) => {
    const column = all.find((c) => c.key === key);
    if (!column) {
      const message = `Unbekannte Spalte „${key}“.`;
      throw badRequest(message, { columns: message });
    }
    return column;
  });
}
