import { entityRegistry, type EntityType, type FieldDefinition } from '@kontor/contracts';

/** A column the list can show; `key` is what sort, filter and export call it. */
export interface ListColumn {
  key: string;
  label: string;
  /** The field behind it; absent for number and name. */
  field?: FieldDefinition;
  /** `custom` values live in `record.custom`, the others in `record.data`. */
  scope?: 'data' | 'custom';
  sortable: boolean;
}

const unsortableKinds = new Set(['multiSelect', 'profiles']);

/** The key of a field's column: `city`, or `custom.farbe` for a custom field. */
export const columnKeyOf = (scope: 'data' | 'custom', key: string) =>
  scope === 'custom' ? `custom.${key}` : key;

/** Every column a type offers: number (when it has one), name, its fields, then the custom fields. */
export function availableColumns(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  labels: { name: string; number: string },
): ListColumn[] {
  const definition = entityRegistry[type];
  const columns: ListColumn[] = [];
  if (definition.number !== 'none')
    columns.push({ key: 'number', label: definition.numberLabel ?? labels.number, sortable: true });
  columns.push({ key: 'name', label: labels.name, sortable: true });
  const fieldColumn = (scope: 'data' | 'custom') => (field: FieldDefinition) => ({
    key: columnKeyOf(scope, field.key),
    label: field.label,
    field,
    scope,
    sortable: !unsortableKinds.has(field.kind),
  });
  // A `name` field (articles, projects …) is what the record's name shows already.
  const own = new Set(columns.map((c) => c.key));
  columns.push(...definition.fields.filter((f) => !own.has(f.key)).map(fieldColumn('data')));
  columns.push(...customFields.map(fieldColumn('custom')));
  return columns;
}

/** What a list shows until the user chooses: number, name, the registry's list columns, custom fields marked for the list. */
export function defaultColumnKeys(columns: readonly ListColumn[]): string[] {
  return columns.filter((c) => !c.field || c.field.listColumn).map((c) => c.key);
}

/**
 * The columns to show, in the offered order. A remembered choice keeps only columns that still
 * exist (a custom field may be gone); the name is always there, it is the link to the record.
 */
export function visibleColumns(
  columns: readonly ListColumn[],
  chosen: readonly string[] | null,
): ListColumn[] {
  const wanted = new Set(chosen ?? defaultColumnKeys(columns));
  wanted.add('name');
  return columns.filter((c) => wanted.has(c.key));
}

/** The filters a type offers: its filterable fields, then the filterable custom fields. */
export function filterColumns(columns: readonly ListColumn[]): ListColumn[] {
  return columns.filter((c) => c.field?.filterable);
}
