import type { Document } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/**
 * A call that answers with a document (save, finalize, cancel, payment …): the answer goes into
 * the cache at once, lists and the other documents it links to refresh.
 */
export function useDocumentMutation<V>(call: (api: ApiClient, variables: V) => Promise<Document>) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(api, variables),
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKeys.detail(tenantId, doc.id), doc);
      void queryClient.invalidateQueries({
        queryKey: documentKeys.all(tenantId),
        predicate: ({ queryKey }) => !(queryKey[3] === 'detail' && queryKey[4] === doc.id),
      });
    },
  });
}
