import { deleteDocument } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** Deletes a draft (the API refuses finalized documents). */
export function useDeleteDocument() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteDocument, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(tenantId, id) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all(tenantId) });
    },
  });
}
