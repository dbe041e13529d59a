import { createRole, type Role, updateRole } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { activeTenantData } from '../../../lib/session/session-state.ts';
import { useSession, useSessionStore } from '../../../lib/session/use-session.ts';
import { roleKey, rolesKey } from './keys.ts';

export interface SaveRoleInput {
  /** Absent: create. */
  id?: number;
  name: string;
  permissions: string[];
  /** The version the editor started from (edit only). */
  version?: number;
}

export function useSaveRole() {
  const { api } = useServices();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<Role, ApiError, SaveRoleInput>({
    mutationFn: ({ id, name, permissions, version }) =>
      id === undefined
        ? api.call(createRole, { body: { name, permissions } })
        : api.call(updateRole, { params: { id }, body: { name, permissions, version: version! } }),
    onSuccess: async (saved) => {
      const before = queryClient.getQueryData<Role>(roleKey(tenantId, saved.id));
      queryClient.setQueryData(roleKey(tenantId, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...rolesKey(tenantId), 'list'] });
      // When the user's own role changed, their permissions (and navigation) follow at once.
      const ownRole = activeTenantData(session.getState())?.role;
      if (ownRole && (ownRole === saved.name || ownRole === before?.name)) await session.loadUser();
    },
  });
}
