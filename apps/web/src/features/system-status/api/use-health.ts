import { healthCheck } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/** The public readiness check: answers only while the database is reachable. */
export function useHealth() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: tenantKey(tenantId, 'system', 'health'),
    queryFn: ({ signal }) => api.call(healthCheck, { signal }),
    staleTime: 0,
    retry: false,
  });
}
