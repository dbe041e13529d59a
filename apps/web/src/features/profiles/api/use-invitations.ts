import { listInvitations, revokeInvitation } from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/queries/profile-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/** The tenant's open invitations (not yet accepted, declined or revoked). */
export function useInvitations() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: profileKeys.invitations(tenantId),
    queryFn: ({ signal }) => api.call(listInvitations, { signal }).then((answer) => answer.items),
  });
}

export function useRevokeInvitation() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (id: string) => api.call(revokeInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.invitations(tenantId) }),
  });
}
