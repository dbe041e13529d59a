import {
  entityRegistry,
  isValidIsoDate,
  numericKinds,
  type EntityFilter,
  type EntityType,
  type FieldDefinition,
  type FieldKind,
} from '@kontor/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { decodeListCursor, encodeListCursor, invalidListCursor } from '../../core/http/list-cursor.ts';
import { fieldKey, recordFieldsOf, type RecordField } from './entity-record.ts';

// Turns the list's query parameters into a plan the repository renders as SQL. Pure, so every
// rule about what may be filtered and sorted is tested without a database.

/** How a field's values compare: the SQL differs per group of kinds. */
export type CompareMode = 'text' | 'exact' | 'numeric' | 'date' | 'boolean' | 'id' | 'list';
export type ListValue = string | number | boolean;

export type FilterClause =
  | { field: RecordField; mode: CompareMode; op: 'anyOf'; values: ListValue[] }
  | { field: RecordField; mode: 'numeric' | 'date'; op: 'range'; from?: string; to?: string };

export type SortPlan =
  | { by: 'column'; column: 'name' | 'number' | 'updated_at' | 'created_at'; desc: boolean; key: string }
  | { by: 'field'; field: RecordField; mode: CompareMode; desc: boolean; key: string };

export interface CursorPosition {
  /** The sort this cursor belongs to (`-name`); a cursor of another sort is refused. */
  sort: string;
  /** Keyset: the last row's sort value (as text) and id … */
  value?: string;
  id?: number;
  /** … or, for sorts on JSON fields, simply the next offset. */
  offset?: number;
}

export interface ListPlan {
  search: string | null;
  filters: FilterClause[];
  sort: SortPlan;
  archived: 'active' | 'archived' | 'all';
}

const textKinds: readonly FieldKind[] = [
  'text',
  'longText',
  'email',
  'phone',
  'url',
  'iban',
  'bic',
  'vatId',
  'leitwegId',
];

export function compareModeOf(kind: FieldKind): CompareMode {
  if (numericKinds.includes(kind)) return 'numeric';
  if (textKinds.includes(kind)) return 'text';
  if (kind === 'date') return 'date';
  if (kind === 'boolean') return 'boolean';
  if (kind === 'reference' || kind === 'profile') return 'id';
  if (kind === 'multiSelect' || kind === 'profiles') return 'list';
  return 'exact';
}

const filterError = (message: string) => badRequest(message, { filter: message });

function resolveField(type: EntityType, key: string, customFields: readonly FieldDefinition[]) {
  return recordFieldsOf(type, customFields).find((f) => fieldKey(f) === key);
}

/** One filter value in the form the SQL compares: numbers as decimal text, ids as integers … */
function normalizeValue(field: RecordField, mode: CompareMode, raw: unknown): ListValue {
  const { label, kind } = field.field;
  const fail = (what: string) => filterError(`Filter „${label}“: ${what}`);
  switch (mode) {
    case 'numeric': {
      const text = typeof raw === 'number' ? String(raw) : String(raw).trim().replace(',', '.');
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw fail('bitte eine Zahl angeben.');
      return text;
    }
    case 'date':
      if (typeof raw !== 'string' || !isValidIsoDate(raw))
        throw fail('bitte ein Datum (JJJJ-MM-TT) angeben.');
      return raw;
    case 'boolean':
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      throw fail('bitte Ja oder Nein angeben.');
    case 'id':
      if (!Number.isSafeInteger(Number(raw)) || Number(raw) <= 0) throw fail('bitte einen Datensatz wählen.');
      return Number(raw);
    case 'list':
      return kind === 'profiles' ? normalizeValue(field, 'id', raw) : String(raw);
    default:
      if (typeof raw === 'boolean') throw fail('bitte einen Text angeben.');
      return String(raw);
  }
}

function planFilter(field: RecordField, raw: EntityFilter[string]): FilterClause | null {
  const mode = compareModeOf(field.field.kind);
  if (typeof raw === 'object' && !Array.isArray(raw)) {
    if (mode !== 'numeric' && mode !== 'date')
      throw filterError(
        `Filter „${field.field.label}“: Von–bis geht nur bei Zahlen, Beträgen und Datumsfeldern.`,
      );
    const bound = (v: string | number | undefined) =>
      v === undefined || v === '' ? undefined : String(normalizeValue(field, mode, v));
    const from = bound(raw.from);
    const to = bound(raw.to);
    if (from === undefined && to === undefined) return null;
    return { field, mode, op: 'range', ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
  }
  const list = Array.isArray(raw) ? raw : [raw];
  // An empty choice ("any of nothing") means: not filtered.
  if (list.length === 0) return null;
  return { field, mode, op: 'anyOf', values: list.map((v) => normalizeValue(field, mode, v)) };
}

const columnSorts = ['name', 'number', 'updated_at', 'created_at'] as const;

function planSort(
  type: EntityType,
  raw: string | undefined,
  customFields: readonly FieldDefinition[],
): SortPlan {
  const key = raw?.trim() || entityRegistry[type].defaultSort;
  const desc = key.startsWith('-');
  const name = desc ? key.slice(1) : key;
  const column = columnSorts.find((c) => c === name);
  if (column && !(column === 'number' && entityRegistry[type].number === 'none'))
    return { by: 'column', column, desc, key };
  const field = resolveField(type, name, customFields);
  if (!field || field.field.kind === 'profiles' || field.field.kind === 'multiSelect') {
    const message = `Nach „${name}“ kann nicht sortiert werden.`;
    throw badRequest(message, { sort: message });
  }
  return { by: 'field', field, mode: compareModeOf(field.field.kind), desc, key };
}

export function planEntityList(
  type: EntityType,
  query: {
    q?: string | undefined;
    sort?: string | undefined;
    archived: ListPlan['archived'];
    filter: EntityFilter;
  },
  customFields: readonly FieldDefinition[],
): ListPlan {
  const filters: FilterClause[] = [];
  for (const [key, raw] of Object.entries(query.filter)) {
    const field = resolveField(type, key, customFields);
    if (!field) throw filterError(`Unbekannter Filter „${key}“.`);
    const clause = planFilter(field, raw);
    if (clause) filters.push(clause);
  }
  const search = query.q?.trim().toLowerCase() || null;
  return { search, filters, sort: planSort(type, query.sort, customFields), archived: query.archived };
}

/** `%text%` for LIKE with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const encodeCursor = (position: CursorPosition) => encodeListCursor(position);

/** The position a cursor stands for; a damaged cursor or one of another sort is refused. */
export function decodeCursor(raw: string, sort: SortPlan): CursorPosition {
  const position = decodeListCursor(raw) as CursorPosition;
  if (typeof position !== 'object' || position === null || position.sort !== sort.key)
    throw invalidListCursor();
  const isKeyset = typeof position.value === 'string' && Number.isSafeInteger(position.id);
  const isOffset = Number.isSafeInteger(position.offset) && position.offset! >= 0;
  if (sort.by === 'column' ? !isKeyset : !isOffset) throw invalidListCursor();
  return position;
}
