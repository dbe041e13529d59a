import type { Services } from '../../../lib/services.ts';
import { parseDocumentListSearch } from '../document-list-state.ts';
import { documentOptions } from './use-document.ts';
import { documentListOptions, documentSumsOptions } from './use-document-list.ts';

type PrefetchServices = Pick<Services, 'api' | 'session' | 'queryClient'>;

// Route loaders call these so a page's data request starts together with its code, not after the
// page has rendered. Not awaited: the page shows its own loading state and errors as before.

export function prefetchDocumentList(
  { api, session, queryClient }: PrefetchServices,
  search: Record<string, unknown>,
) {
  const state = parseDocumentListSearch(search);
  const tenantId = session.getState().activeTenant;
  void queryClient.prefetchQuery(documentListOptions(api, queryClient, tenantId, state));
  void queryClient.prefetchQuery(documentSumsOptions(api, tenantId, state));
}

export function prefetchDocument({ api, session, queryClient }: PrefetchServices, id: number) {
  void queryClient.prefetchQuery(documentOptions(api, session.getState().activeTenant, id));
}
