/** The history filters as the URL keeps them (dates as yyyy-mm-dd, local calendar days). */
export interface HistoryFilters {
  entity?: string;
  entity_id?: string;
  action?: string;
  actor_id?: string;
  from?: string;
  to?: string;
}

export const FILTER_KEYS = ['entity', 'entity_id', 'action', 'actor_id', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isValidDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime());

/**
 * Reads the filters from the URL's search object. The router parses values as JSON, so an id may
 * arrive as a number; anything malformed is dropped rather than sent to the server.
 */
export function parseHistoryFilters(search: Record<string, unknown>): HistoryFilters {
  const filters: HistoryFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = search[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = String(raw).trim();
    if (!value || value.length > 100) continue;
    if ((key === 'from' || key === 'to') && !isValidDay(value)) continue;
    if (key === 'actor_id' && !/^[1-9]\d{0,9}$/.test(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/**
 * The API query for one page: the day range covers whole local days (from 00:00 of the first to
 * the last millisecond of the last), sent as ISO instants with offset.
 */
export function historyQueryString(filters: HistoryFilters, beforeId?: number, limit = 50): string {
  const query = new URLSearchParams();
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.entity_id) query.set('entity_id', filters.entity_id);
  if (filters.action) query.set('action', filters.action);
  if (filters.actor_id) query.set('actor_id', filters.actor_id);
  if (filters.from) query.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) query.set('to', new Date(`${filters.to}T23:59:59.999`).toISOString());
  if (beforeId) query.set('before_id', String(beforeId));
  query.set('limit', String(limit));
  return query.toString();
}

export const hasFilters = (filters: HistoryFilters) => FILTER_KEYS.some((key) => filters[key]);
