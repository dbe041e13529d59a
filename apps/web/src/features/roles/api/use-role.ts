import { getRole } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { roleKey } from './keys.ts';

/** One role; no request without an id (create mode). */
export function useRole(id: number | undefined) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: roleKey(tenantId, id ?? 0),
    queryFn: ({ signal }) => api.call(getRole, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}
