import { declineMyInvitation } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { answerMyInvitation } from '../answer-invitation.service.ts';
import { signedInPerson } from '../signed-in-person.ts';

export const declineMyInvitationRoute = defineRoute(declineMyInvitation, async ({ params, auth, deps }) => {
  await answerMyInvitation(deps, await signedInPerson(deps, auth), params.id, 'decline');
  return { ok: true as const };
});
