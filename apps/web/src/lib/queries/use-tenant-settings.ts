import { getTenantSettings } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { tenantKey } from '../query-keys.ts';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';

// The area is the realtime entity name, so someone else's save refreshes this query.
export const tenantSettingsKey = (tenantId: number) => tenantKey(tenantId, 'tenant_settings');

export function useTenantSettings() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: tenantSettingsKey(tenantId),
    queryFn: ({ signal }) => api.call(getTenantSettings, { signal }),
  });
}
