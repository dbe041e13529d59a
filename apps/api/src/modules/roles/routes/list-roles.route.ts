import { listRoles } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listRoles as listRolesService } from '../roles.service.ts';

export const listRolesRoute = defineRoute(listRoles, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, listRolesService),
}));
