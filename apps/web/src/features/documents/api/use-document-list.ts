import { listDocuments, sumDocuments, type DocumentList } from '@kontor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentListQuery, documentSumsQuery, type DocumentListState } from '../document-list-state.ts';
import { documentKeys } from './keys.ts';

/**
 * One page of the documents list. The next page of a loaded one is asked by its cursor (keyset:
 * the database starts right after the last row instead of reading and skipping every row before).
 */
export function useDocumentList(state: DocumentListState) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const query = documentListQuery(state);
  return useQuery({
    queryKey: documentKeys.list(tenantId, query),
    queryFn: ({ signal }) => {
      const before =
        state.page > 1
          ? queryClient.getQueryData<DocumentList>(
              documentKeys.list(tenantId, documentListQuery({ ...state, page: state.page - 1 })),
            )
          : undefined;
      const cursor = before?.next_cursor ?? undefined;
      return api.call(listDocuments, { query: cursor ? { ...query, cursor } : query, signal });
    },
    // The previous rows stay while the next page or filter loads (no flicker).
    placeholderData: (previous) => previous,
  });
}

/** Count and sums over all matches: asked once per filter, not with every page or sort. */
export function useDocumentSums(state: DocumentListState) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = documentSumsQuery(state);
  return useQuery({
    queryKey: documentKeys.sums(tenantId, query),
    queryFn: ({ signal }) => api.call(sumDocuments, { query, signal }),
    placeholderData: (previous) => previous,
  });
}
