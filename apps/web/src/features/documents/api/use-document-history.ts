import { listDocumentHistory } from '@kontor/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
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
      const query = { limit: PAGE_SIZE, before_id: pageParam };
      return api.call(listDocumentHistory, { params: { id }, query, signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
}
