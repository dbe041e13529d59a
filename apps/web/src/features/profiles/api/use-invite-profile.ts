import { inviteProfile, type InviteProfileInput } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { profileKeys } from '../../../lib/queries/profile-keys.ts';

export function useInviteProfile() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: InviteProfileInput) => api.call(inviteProfile, { body: input }),
    // The person joins only when accepting: the invitation list changes, the people list not yet.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.invitations(tenantId) }),
  });
}
