import {
  type ContractQuery,
  type entityContracts,
  type EntityFilter,
  ZEntityFilter,
} from '@kontor/contracts';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const archivedModes = ['active', 'archived', 'all'] as const;
export type ArchivedMode = (typeof archivedModes)[number];
export type FilterValue = EntityFilter[string];

/** What a list shows; lives in the URL so reloads, the back button and shared links keep it. */
export interface ListState {
  q: string;
  /** Column key, `-` in front for descending. */
  sort: string;
  page: number;
  size: PageSize;
  archived: ArchivedMode;
  filter: EntityFilter;
}

const sortPattern = /^-?[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)?$/;

/** A filter value that says nothing (empty list, open range, empty text) is no filter. */
export function isEmptyFilterValue(value: FilterValue | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object')
    return (value.from === undefined || value.from === '') && (value.to === undefined || value.to === '');
  return false;
}

export function withoutEmptyFilters(filter: EntityFilter): EntityFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => !isEmptyFilterValue(value)));
}

/**
 * The list state from the router's search object. The router parses values as JSON, so `?q=1000`
 * arrives as a number and `filter` as an object; anything unusable falls back to the default.
 */
export function parseListSearch(raw: Record<string, unknown>, defaultSort: string): ListState {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q) : '';
  const sort = typeof raw.sort === 'string' && sortPattern.test(raw.sort) ? raw.sort : defaultSort;
  const page = typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page >= 1 ? raw.page : 1;
  const size = (PAGE_SIZES as readonly unknown[]).includes(raw.size) ? (raw.size as PageSize) : PAGE_SIZES[0];
  const archived = (archivedModes as readonly unknown[]).includes(raw.archived)
    ? (raw.archived as ArchivedMode)
    : 'active';
  const parsed = ZEntityFilter.safeParse(raw.filter);
  const filter = parsed.success ? withoutEmptyFilters(parsed.data) : {};
  return { q, sort, page: Math.min(page, 100_000), size, archived, filter };
}

/** The search object for the URL: only what differs from the defaults, so plain lists keep plain URLs. */
export function toListSearch(state: ListState, defaultSort: string): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  const q = state.q.trim();
  // The router quotes strings that look like numbers (`q=%2210038%22`); a customer number reads better bare.
  if (q) search.q = /^[1-9]\d{0,14}$/.test(q) ? Number(q) : q;
  if (state.sort !== defaultSort) search.sort = state.sort;
  if (state.page > 1) search.page = state.page;
  if (state.size !== PAGE_SIZES[0]) search.size = state.size;
  if (state.archived !== 'active') search.archived = state.archived;
  const filter = withoutEmptyFilters(state.filter);
  if (Object.keys(filter).length > 0) search.filter = filter;
  return search;
}

type EntityContracts = ReturnType<typeof entityContracts>;

/** Search, sort, archive state and filters as the API's query parameters (shared by list and export). */
function baseQuery(state: ListState) {
  const filter = withoutEmptyFilters(state.filter);
  return {
    q: state.q.trim(),
    sort: state.sort,
    archived: state.archived,
    // The server reads the filter as JSON (one parameter, any nesting).
    ...(Object.keys(filter).length > 0 && { filter: JSON.stringify(filter) }),
  };
}

/** The list endpoint's query for one page. */
export function listRequestQuery(state: ListState): ContractQuery<EntityContracts['list']> {
  return { ...baseQuery(state), limit: state.size, offset: (state.page - 1) * state.size };
}

/** The query of the page before this one (same search, sort and filter); none before page 1. */
export const previousPageQuery = (state: ListState) =>
  state.page > 1 ? listRequestQuery({ ...state, page: state.page - 1 }) : undefined;

/** The export's query: the same records as the list (all pages), in the chosen columns. */
export function exportRequestQuery(
  state: ListState,
  columns: readonly string[],
  format: 'csv' | 'xlsx',
): ContractQuery<EntityContracts['export']> {
  return { ...baseQuery(state), format, ...(columns.length > 0 && { columns: columns.join(',') }) };
}

/** Changing what is searched or filtered starts again at page 1. */
export const withFilter = (state: ListState, key: string, value: FilterValue | undefined): ListState => {
  const filter = { ...state.filter };
  if (value === undefined || isEmptyFilterValue(value)) delete filter[key];
  else filter[key] = value;
  return { ...state, filter, page: 1 };
};

export const activeFilterCount = (state: ListState) => Object.keys(withoutEmptyFilters(state.filter)).length;
