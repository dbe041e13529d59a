import { listDocuments, sumDocuments, type DocumentList } from '@kontor/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { continuablePage } from '../../../lib/queries/continuable-page.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentListQuery, documentSumsQuery, type DocumentListState } from '../document-list-state.ts';
import { documentKeys } from './keys.ts';

/**
 * Key and fetch of one list page; the hook and the route's prefetch share them. The next page of
 * a loaded one is asked by its cursor (keyset: the database starts right after the last row
 * instead of reading and skipping every row before).
 */
export const documentListOptions = (
  api: ApiClient,
  queryClient: QueryClient,
  tenantId: number,
  state: DocumentListState,
) => {
  const query = documentListQuery(state);
  return {
    queryKey: documentKeys.list(tenantId, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const beforeKey =
        state.page > 1
          ? documentKeys.list(tenantId, documentListQuery({ ...state, page: state.page - 1 }))
          : undefined;
      const cursor = continuablePage<DocumentList>(queryClient, beforeKey)?.next_cursor;
      return api.call(listDocuments, { query: cursor ? { ...query, cursor } : query, signal });
    },
  };
};

/** Key and fetch of the count and sums over all matches of a filter. */
export const documentSumsOptions = (api: ApiClient, tenantId: number, state: DocumentListState) => {
  const query = documentSumsQuery(state);
  return {
    queryKey: documentKeys.sums(tenantId, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.call(sumDocuments, { query, signal }),
  };
};

/** One page of the documents list (without sums: those come once per filter, below). */
export function useDocumentList(state: DocumentListState) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    ...documentListOptions(api, queryClient, tenantId, state),
    // The previous rows stay while the next page or filter loads (no flicker).
    placeholderData: (previous) => previous,
  });
}

/** Count and sums over all matches: asked once per filter, not with every page or sort. */
export function useDocumentSums(state: DocumentListState) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    ...documentSumsOptions(api, tenantId, state),
    placeholderData: (previous) => previous,
  });
}
