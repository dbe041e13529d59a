import { getProfile } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { profileKeys } from '../../../lib/queries/profile-keys.ts';

export function useProfile(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: profileKeys.detail(tenantId, id),
    queryFn: ({ signal }) => api.call(getProfile, { params: { id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
