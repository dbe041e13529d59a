import { getSystemStatus } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/** Server facts for the status page: version, database kind, whether mail really leaves the server. */
export function useSystemStatus() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: tenantKey(tenantId, 'system', 'status'),
    queryFn: ({ signal }) => api.call(getSystemStatus, { signal }),
    staleTime: 0,
  });
}
