import type { MyInvitation } from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantKey } from '../../../app/query-client.ts';
import { useServices } from '../../../app/use-services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// The person's own invitations (into other tenants); under the active tenant like every key.
const myInvitationsKey = (tenantId: number) => tenantKey(tenantId, 'myInvitations');

/** Open invitations to the signed-in person's address. */
export function useMyInvitations() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: myInvitationsKey(tenantId),
    queryFn: ({ signal }) =>
      api.request<{ items: MyInvitation[] }>('GET', '/api/me/invitations', { signal }).then((a) => a.items),
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
      await api.request('POST', `/api/me/invitations/${invitation.id}/${answer}`);
      if (answer === 'accept') await session.loadUser();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myInvitationsKey(tenantId) }),
  });
}

/** Answers with the token from the mail link (no sign-in needed). */
export function useAnswerInvitationLink() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ token, answer }: { token: string; answer: 'accept' | 'decline' }) =>
      api.request<{ tenant_name?: string }>('POST', `/api/invitations/${answer}`, { body: { token } }),
  });
}
