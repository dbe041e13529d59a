import { deleteEmailAccount } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { emailAccountsKey } from './keys.ts';

export function useDeleteEmailAccount() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<{ ok: true }, ApiError, number>({
    mutationFn: (id) => api.call(deleteEmailAccount, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailAccountsKey(tenantId) }),
  });
}
