import {
  acceptInvitationByLink,
  acceptMyInvitation,
  declineInvitationByLink,
  declineMyInvitation,
  listMyInvitations,
  type MyInvitation,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// The person's own invitations (into other tenants); under the active tenant like every key.
const myInvitationsKey = (tenantId: number) => tenantKey(tenantId, 'myInvitations');

/** Open invitations to the signed-in person's address. */
export function useMyInvitations() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: myInvitationsKey(tenantId),
    queryFn: ({ signal }) => api.call(listMyInvitations, { signal }).then((answer) => answer.items),
  });
}

/** Accepts or declines one; an accepted one adds a tenant, so the user (tenant list) is reloaded. */
export function useAnswerMyInvitation() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: async ({
      invitation,
      answer,
    }: {
      invitation: MyInvitation;
      answer: 'accept' | 'decline';
    }) => {
      const params = { id: invitation.id };
      if (answer === 'decline') {
        await api.call(declineMyInvitation, { params });
        return;
      }
      await api.call(acceptMyInvitation, { params });
      await session.loadUser();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myInvitationsKey(tenantId) }),
  });
}

/** Answers with the token from the mail link (no sign-in needed); `tenant_name` only on accept. */
export function useAnswerInvitationLink() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async ({
      token,
      answer,
    }: {
      token: string;
      answer: 'accept' | 'decline';
    }): Promise<{ tenant_name?: string }> =>
      answer === 'accept'
        ? api.call(acceptInvitationByLink, { body: { token } })
        : api.call(declineInvitationByLink, { body: { token } }).then(() => ({})),
  });
}
