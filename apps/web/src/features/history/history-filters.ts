import type { ContractQuery, listHistoryItems } from '@kontor/contracts';

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
export function historyQuery(
  filters: HistoryFilters,
  beforeId?: number,
  limit = 50,
): ContractQuery<typeof listHistoryItems> {
  const { from, to, ...rest } = filters;
  return {
    ...rest,
    ...(from && { from: new Date(`${from}T00:00:00`).toISOString() }),
    ...(to && { to: new Date(`${to}T23:59:59.999`).toISOString() }),
    before_id: beforeId,
    limit,
  };
}

export const hasFilters = (filters: HistoryFilters) => FILTER_KEYS.some((key) => filters[key]);
