import { listDocuments } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentListQuery, type DocumentListState } from '../document-list-state.ts';
import { documentKeys } from './keys.ts';

/** One page of the documents list with the sums over all matches. */
export function useDocumentList(state: DocumentListState) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = documentListQuery(state);
  return useQuery({
    queryKey: documentKeys.list(tenantId, query),
    queryFn: ({ signal }) => api.call(listDocuments, { query, signal }),
    // The previous rows stay while the next page or filter loads (no flicker).
    placeholderData: (previous) => previous,
  });
}
