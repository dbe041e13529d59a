import { listProfileOptions } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { profileOptionsKey } from './entity-keys.ts';

/** The tenant's people for profile pickers (id and name; needs no `profiles.read`). */
export function useProfileOptions() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: profileOptionsKey(tenantId),
    queryFn: ({ signal }) => api.call(listProfileOptions, { signal }).then((a) => a.items),
    staleTime: 5 * 60_000,
  });
}
