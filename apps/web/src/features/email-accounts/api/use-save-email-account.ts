import {
  createEmailAccount,
  type EmailAccount,
  type EmailAccountInput,
  updateEmailAccount,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
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
        ? api.call(createEmailAccount, { body })
        : api.call(updateEmailAccount, { params: { id }, body: { ...body, version: version! } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(emailAccountKey(tenantId, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: emailAccountsKey(tenantId) });
    },
  });
}
