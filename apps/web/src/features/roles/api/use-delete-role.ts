import { deleteRole } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { roleKey, rolesKey } from './keys.ts';

/** Deletes a role; the API refuses the Administrator and roles that still have members (409). */
export function useDeleteRole() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.call(deleteRole, { params: { id } }),
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: roleKey(tenantId, id) });
      await queryClient.invalidateQueries({ queryKey: [...rolesKey(tenantId), 'list'] });
    },
  });
}
