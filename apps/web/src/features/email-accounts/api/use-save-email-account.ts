import type { EmailAccount, EmailAccountInput } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { emailAccountKey, emailAccountsKey } from './keys.ts';

export interface SaveEmailAccountInput {
  /** Absent: create. */
  id?: number;
  body: EmailAccountInput;
  version?: number;
}

export function useSaveEmailAccount() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<EmailAccount, ApiError, SaveEmailAccountInput>({
    mutationFn: ({ id, body, version }) =>
      id === undefined
        ? api.request<EmailAccount>('POST', '/api/email-accounts', { body })
        : api.request<EmailAccount>('PUT', `/api/email-accounts/${id}`, { body: { ...body, version } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(emailAccountKey(tenantId, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: emailAccountsKey(tenantId) });
    },
  });
}
