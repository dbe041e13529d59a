import { sendDocument, type SendDocumentInput, type SentEmail } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** Sends a finalized document; afterwards the document (status, history, e-mails) is loaded again. */
export function useSendDocument(documentId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<SentEmail, ApiError, SendDocumentInput>({
    mutationFn: (body) => api.call(sendDocument, { params: { id: documentId }, body }),
    // Also after a failure: the failed attempt is recorded in the document's history.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all(tenantId) });
      await queryClient.invalidateQueries({ queryKey: documentKeys.history(tenantId, documentId) });
    },
  });
}
