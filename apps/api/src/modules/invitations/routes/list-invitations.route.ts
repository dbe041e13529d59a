import { listInvitations } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listTenantInvitations } from '../tenant-invitations.service.ts';

export const listInvitationsRoute = defineRoute(listInvitations, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, listTenantInvitations),
}));
