import { acceptInvitationByLink } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { answerInvitationByLink } from '../answer-invitation.service.ts';

export const acceptInvitationByLinkRoute = defineRoute(acceptInvitationByLink, ({ body, deps }) =>
  answerInvitationByLink(deps, body.token, 'accept'),
);
