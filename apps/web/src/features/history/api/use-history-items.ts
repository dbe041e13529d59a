import { listHistoryItems } from '@kontor/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { historyQuery, type HistoryFilters } from '../history-filters.ts';

export const PAGE_SIZE = 50;

/** Newest first; "Mehr laden" asks for the items before the last one shown (keyset paging). */
export function useHistoryItems(filters: HistoryFilters) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useInfiniteQuery({
    // Key [2] 'history': the realtime client refreshes it on every change in the tenant.
    queryKey: tenantKey(tenantId, 'history', 'items', filters),
    queryFn: ({ pageParam, signal }) =>
      api.call(listHistoryItems, { query: historyQuery(filters, pageParam, PAGE_SIZE), signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
    placeholderData: (previous) => previous,
  });
}
