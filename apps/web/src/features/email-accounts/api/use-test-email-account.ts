import { type EmailAccountTestResult, testEmailAccount } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { emailAccountsKey } from './keys.ts';

/** Connects and logs in at the account's server; the result is also kept on the account. */
export function useTestEmailAccount() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<EmailAccountTestResult, ApiError, number>({
    mutationFn: (id) => api.call(testEmailAccount, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailAccountsKey(tenantId) }),
  });
}
