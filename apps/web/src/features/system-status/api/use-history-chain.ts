import { verifyHistory } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * The chain check as a status (the /test page runs it on opening). Key [2] 'system', not
 * 'history': it reads the whole chain, so it must not rerun with every change in the tenant.
 */
export function useHistoryChain(enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: tenantKey(tenantId, 'system', 'historyChain'),
    queryFn: ({ signal }) => api.call(verifyHistory, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
