import { deleteRole } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { deleteRole as deleteRoleService } from '../roles.service.ts';

export const deleteRoleRoute = defineRoute(deleteRole, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => deleteRoleService(tx, actorOf(auth), params.id)),
);
