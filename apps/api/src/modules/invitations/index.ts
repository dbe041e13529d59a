import type { RouteDefinition } from '../../core/http/define-route.ts';
import { acceptInvitationByLinkRoute } from './routes/accept-invitation-by-link.route.ts';
import { acceptMyInvitationRoute } from './routes/accept-my-invitation.route.ts';
import { declineInvitationByLinkRoute } from './routes/decline-invitation-by-link.route.ts';
import { declineMyInvitationRoute } from './routes/decline-my-invitation.route.ts';
import { inviteProfileRoute } from './routes/invite-profile.route.ts';
import { listInvitationsRoute } from './routes/list-invitations.route.ts';
import { listMyInvitationsRoute } from './routes/list-my-invitations.route.ts';
import { revokeInvitationRoute } from './routes/revoke-invitation.route.ts';

export { acceptInvitationsOfNewAccount } from './answer-invitation.service.ts';

export const invitationsRoutes: RouteDefinition[] = [
  inviteProfileRoute,
  listInvitationsRoute,
  revokeInvitationRoute,
  listMyInvitationsRoute,
  acceptMyInvitationRoute,
  declineMyInvitationRoute,
  acceptInvitationByLinkRoute,
  declineInvitationByLinkRoute,
];
