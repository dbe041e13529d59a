import { listRoles } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { profileKeys } from '../../../lib/queries/profile-keys.ts';

export interface RoleOption {
  value: string;
  label: string;
}

/** The tenant's roles for the role select (needs roles.read; without it the select is not offered). */
export function useRoleOptions() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const canRead = useSession((s) => s.permissions.includes('roles.read'));
  return useQuery({
    queryKey: profileKeys.roleOptions(tenantId),
    queryFn: ({ signal }) =>
      api
        .call(listRoles, { signal })
        .then(({ items }): RoleOption[] =>
          items
            .map((role) => ({ value: String(role.id), label: role.name }))
            .sort((a, b) => a.label.localeCompare(b.label, 'de')),
        ),
    enabled: canRead,
  });
}
