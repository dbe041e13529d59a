import { getDocumentEmailDraft } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentEmailDraftKey } from './keys.ts';

/** Recipient, subject and text from the default „E-Mail mit Dokument“ template; only while the dialog is open. */
export function useDocumentEmailDraft(documentId: number, enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: documentEmailDraftKey(tenantId, documentId),
    queryFn: ({ signal }) => api.call(getDocumentEmailDraft, { params: { id: documentId }, signal }),
    enabled,
    staleTime: 0,
  });
}
