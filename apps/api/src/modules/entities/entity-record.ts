import {
  entityRegistry,
  isReferenceKind,
  type EntityRecord,
  type EntityType,
  type FieldDefinition,
} from '@kontor/contracts';
import type { FieldChanges } from '../../db/schema/index.ts';
import type { EntityRow } from './entities.repository.ts';

export const toEntityRecord = (row: EntityRow): EntityRecord => ({
  id: row.id,
  type: row.type as EntityType,
  number: row.number,
  name: row.name,
  data: row.data,
  custom: row.custom,
  archived_at: row.archivedAt?.toISOString() ?? null,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A field of a record as filters, sorts, links and history name it: `city` or `custom.farbe`. */
export interface RecordField {
  source: 'data' | 'custom';
  field: FieldDefinition;
}

export const fieldKey = ({ source, field }: RecordField) =>
  source === 'data' ? field.key : `custom.${field.key}`;

/** Where a field's validation message goes: `data.city` or `custom.farbe`. */
export const fieldPath = ({ source, field }: RecordField) => `${source}.${field.key}`;

export const valueOf = (record: Pick<EntityRow, 'data' | 'custom'>, { source, field }: RecordField) =>
  record[source][field.key];

/** Registry fields and the given custom fields of a type. */
export const recordFieldsOf = (type: EntityType, customFields: readonly FieldDefinition[]): RecordField[] => [
  ...entityRegistry[type].fields.map((field) => ({ source: 'data' as const, field })),
  ...customFields.map((field) => ({ source: 'custom' as const, field })),
];

/** The ids a value of a reference-kind field holds. */
export const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));

/** Record ids and profile ids the records point to, for `refs` and reference checks. */
export function referencedIds(
  fields: readonly RecordField[],
  records: readonly Pick<EntityRow, 'data' | 'custom'>[],
) {
  const entityIds = new Set<number>();
  const profileIds = new Set<number>();
  for (const f of fields) {
    if (!isReferenceKind(f.field.kind)) continue;
    const target = f.field.kind === 'reference' ? entityIds : profileIds;
    for (const record of records) for (const id of idsOf(valueOf(record, f))) target.add(id);
  }
  return { entityIds: [...entityIds], profileIds: [...profileIds] };
}

/** One flat object per record for history diffs: number, the data fields and `custom.<key>`. */
export const flattenRecord = (record: Pick<EntityRow, 'number' | 'data' | 'custom'>) => ({
  number: record.number,
  ...record.data,
  ...Object.fromEntries(Object.entries(record.custom).map(([k, v]) => [`custom.${k}`, v])),
});

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The changes of a record appearing (`to`) or disappearing (`from`): every filled field. */
export function snapshotChanges(flat: Record<string, unknown>, side: 'from' | 'to'): FieldChanges {
  const changes: FieldChanges = {};
  for (const [key, value] of Object.entries(flat))
    if (!isEmpty(value)) changes[key] = side === 'to' ? { from: null, to: value } : { from: value, to: null };
  return changes;
}
