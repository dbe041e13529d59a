import { deleteTextTemplate } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { textTemplatesKey } from '../../../lib/queries/text-template-keys.ts';

export function useDeleteTextTemplate() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.call(deleteTextTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: textTemplatesKey(tenantId) }),
  });
}
