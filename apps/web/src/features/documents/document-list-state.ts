import {
  type ContractQuery,
  type DocumentStatus,
  documentStatuses,
  type DocumentType,
  documentTypes,
  type exportDocuments,
  type listDocuments,
  type sumDocuments,
} from '@kontor/contracts';

export const DOCUMENT_PAGE_SIZE = 50;
export const DEFAULT_DOCUMENT_SORT = '-document_date';
export type DocumentStatusFilter = DocumentStatus | 'overdue';
const statusFilters: readonly string[] = [...documentStatuses, 'overdue'];
const sortPattern = /^-?(number|document_date|due_date|customer_name|gross|open|status|updated_at)$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What the documents list shows; lives in the URL so reloads and shared links keep it. */
export interface DocumentListState {
  q: string;
  types: DocumentType[];
  statuses: DocumentStatusFilter[];
  customer: number | null;
  from: string | null;
  to: string | null;
  sort: string;
  page: number;
  /** `dunning`: the Mahnwesen view instead of the list. */
  view: 'list' | 'dunning';
}

const listOf = (raw: unknown): string[] =>
  Array.isArray(raw)
    ? raw.map(String)
    : typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];

/** The list state from the router's search object; anything unusable falls back to the default. */
export function parseDocumentListSearch(raw: Record<string, unknown>): DocumentListState {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q) : '';
  const types = listOf(raw.type).filter((t): t is DocumentType => (documentTypes as string[]).includes(t));
  const statuses = listOf(raw.status).filter((s): s is DocumentStatusFilter => statusFilters.includes(s));
  const customerNumber = Number(raw.customer);
  const customer = Number.isInteger(customerNumber) && customerNumber > 0 ? customerNumber : null;
  const from = typeof raw.from === 'string' && isoDate.test(raw.from) ? raw.from : null;
  const to = typeof raw.to === 'string' && isoDate.test(raw.to) ? raw.to : null;
  const sort = typeof raw.sort === 'string' && sortPattern.test(raw.sort) ? raw.sort : DEFAULT_DOCUMENT_SORT;
  const page =
    typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page >= 1
      ? Math.min(raw.page, 100_000)
      : 1;
  const view = raw.view === 'dunning' ? 'dunning' : 'list';
  return {
    q,
    types: [...new Set(types)],
    statuses: [...new Set(statuses)],
    customer,
    from,
    to,
    sort,
    page,
    view,
  };
}

/** The search object for the URL: only what differs from the defaults. */
export function toDocumentListSearch(state: DocumentListState): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  const q = state.q.trim();
  if (q) search.q = q;
  if (state.types.length > 0) search.type = state.types.join(',');
  if (state.statuses.length > 0) search.status = state.statuses.join(',');
  if (state.customer !== null) search.customer = state.customer;
  if (state.from) search.from = state.from;
  if (state.to) search.to = state.to;
  if (state.sort !== DEFAULT_DOCUMENT_SORT) search.sort = state.sort;
  if (state.page > 1) search.page = state.page;
  if (state.view !== 'list') search.view = state.view;
  return search;
}

/** Which documents match: the sums' query, the same for every page and sort. */
export function documentSumsQuery(state: DocumentListState): ContractQuery<typeof sumDocuments> {
  return {
    q: state.q.trim(),
    ...(state.types.length > 0 && { type: state.types.join(',') }),
    ...(state.statuses.length > 0 && { status: state.statuses.join(',') }),
    customer_id: state.customer ?? undefined,
    from: state.from ?? undefined,
    to: state.to ?? undefined,
  };
}

const filterQuery = (state: DocumentListState) => ({ ...documentSumsQuery(state), sort: state.sort });

/** The list endpoint's query for one page, without the sums (they come from `documentSumsQuery`). */
export function documentListQuery(state: DocumentListState): ContractQuery<typeof listDocuments> {
  return {
    ...filterQuery(state),
    limit: DOCUMENT_PAGE_SIZE,
    offset: (state.page - 1) * DOCUMENT_PAGE_SIZE,
    sums: 'false',
  };
}

/** The export's query: the same documents as the list, all pages. */
export function documentExportQuery(
  state: DocumentListState,
  format: 'csv' | 'xlsx',
): ContractQuery<typeof exportDocuments> {
  return { ...filterQuery(state), format };
}

/** Changing a filter starts again at page 1. */
export const withDocumentFilter = (
  state: DocumentListState,
  patch: Partial<Omit<DocumentListState, 'page' | 'sort' | 'view'>>,
): DocumentListState => ({ ...state, ...patch, page: 1 });

/** Clicking a column header: ascending first, then descending. */
export function nextSort(current: string, column: string): string {
  if (current === column) return `-${column}`;
  return column;
}

export const hasDocumentFilters = (state: DocumentListState) =>
  state.q.trim() !== '' ||
  state.types.length > 0 ||
  state.statuses.length > 0 ||
  state.customer !== null ||
  state.from !== null ||
  state.to !== null;
