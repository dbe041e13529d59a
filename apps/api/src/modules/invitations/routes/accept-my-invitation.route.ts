import { acceptMyInvitation } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { answerMyInvitation } from '../answer-invitation.service.ts';
import { signedInPerson } from '../signed-in-person.ts';

export const acceptMyInvitationRoute = defineRoute(acceptMyInvitation, async ({ params, auth, deps }) =>
  answerMyInvitation(deps, await signedInPerson(deps, auth), params.id, 'accept'),
);
