import { revokeInvitation } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { revokeTenantInvitation } from '../tenant-invitations.service.ts';

export const revokeInvitationRoute = defineRoute(revokeInvitation, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => revokeTenantInvitation(tx, actorOf(auth), params.id)),
);
