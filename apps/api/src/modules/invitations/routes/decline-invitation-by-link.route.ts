import { declineInvitationByLink } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { answerInvitationByLink } from '../answer-invitation.service.ts';

export const declineInvitationByLinkRoute = defineRoute(declineInvitationByLink, async ({ body, deps }) => {
  await answerInvitationByLink(deps, body.token, 'decline');
  return { ok: true as const };
});
