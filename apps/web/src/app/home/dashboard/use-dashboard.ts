import { getDashboard } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/** The start page's figures. Under 'history': every change event of the tenant refreshes it. */
export function useDashboard() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: tenantKey(tenantId, 'history', 'dashboard'),
    queryFn: ({ signal }) => api.call(getDashboard, { signal }),
  });
}
