import { updateRole } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateRole as updateRoleService } from '../roles.service.ts';

export const updateRoleRoute = defineRoute(updateRole, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateRoleService(tx, actorOf(auth), params.id, body)),
);
