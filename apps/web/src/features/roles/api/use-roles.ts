import { listRoles } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { rolesKey } from './keys.ts';

export function useRoles() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...rolesKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listRoles, { signal })).items,
  });
}
