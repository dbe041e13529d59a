import { type DunningNotice, sendDunningNotice } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentsAreaKey } from './keys.ts';

export interface SendNoticeRequest {
  documentId: number;
  noticeId: number;
  /** Empty: the customer's e-mail address. */
  to?: string[];
}

/** Sends a notice with the default „Mahnung per E-Mail“ text and its PDF attached. */
export function useSendDunningNotice() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<DunningNotice, ApiError, SendNoticeRequest>({
    mutationFn: ({ documentId, noticeId, to }) =>
      api.call(sendDunningNotice, {
        params: { id: documentId, noticeId },
        body: to && to.length > 0 ? { to } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsAreaKey(tenantId) }),
  });
}
