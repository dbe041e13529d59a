import type { HistoryPage } from '@kontor/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

const PAGE_SIZE = 20;

/** The document's timeline (created, saved, finalized, sent, payments …), newest first. */
export function useDocumentHistory(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useInfiniteQuery({
    queryKey: documentKeys.history(tenantId, id),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('before_id', String(pageParam));
      return api.request<HistoryPage>('GET', `/api/documents/${id}/history?${query}`, { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
}
