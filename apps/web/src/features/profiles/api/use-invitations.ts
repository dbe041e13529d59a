import type { Invitation } from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { profileKeys } from './keys.ts';

/** The tenant's open invitations (not yet accepted, declined or revoked). */
export function useInvitations() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: profileKeys.invitations(tenantId),
    queryFn: ({ signal }) =>
      api.request<{ items: Invitation[] }>('GET', '/api/invitations', { signal }).then((a) => a.items),
  });
}

export function useRevokeInvitation() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (id: string) => api.request<{ ok: true }>('DELETE', `/api/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.invitations(tenantId) }),
  });
}
