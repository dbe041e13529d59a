import { listMyInvitations } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { listMyInvitations as listMyInvitationsService } from '../answer-invitation.service.ts';
import { signedInPerson } from '../signed-in-person.ts';

export const listMyInvitationsRoute = defineRoute(listMyInvitations, async ({ auth, deps }) => ({
  items: await listMyInvitationsService(deps, (await signedInPerson(deps, auth)).email),
}));
