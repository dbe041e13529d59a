import { type EntityType, recordHistoryContracts } from '@kontor/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

const PAGE_SIZE = 20;

// Key [2] 'history': the realtime client refreshes it on every change in the tenant, so the
// timeline follows edits, notes and archiving by others without reloading.
export const recordHistoryKey = (tenantId: number, type: EntityType, id: number) =>
  tenantKey(tenantId, 'history', 'record', type, id);

/** The timeline of one record, newest first; "Mehr laden" fetches older items. */
export function useRecordHistory(type: EntityType, id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useInfiniteQuery({
    queryKey: recordHistoryKey(tenantId, type, id),
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: PAGE_SIZE, before_id: pageParam };
      return api.call(recordHistoryContracts(type).list, { params: { id }, query, signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
}
