import { listDocuments } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentListQuery, type DocumentListState } from '../document-list-state.ts';
import { documentKeys } from './keys.ts';

/** Key and fetch of one list page; the hook and the route's prefetch share them. */
export const documentListOptions = (api: ApiClient, tenantId: number, state: DocumentListState) => {
  const query = documentListQuery(state);
  return {
    queryKey: documentKeys.list(tenantId, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.call(listDocuments, { query, signal }),
  };
};

/** One page of the documents list with the sums over all matches. */
export function useDocumentList(state: DocumentListState) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    ...documentListOptions(api, tenantId, state),
    // The previous rows stay while the next page or filter loads (no flicker).
    placeholderData: (previous) => previous,
  });
}
