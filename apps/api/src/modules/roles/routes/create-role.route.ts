import { createRole } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createRole as createRoleService } from '../roles.service.ts';

export const createRoleRoute = defineRoute(createRole, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createRoleService(tx, actorOf(auth), body)),
);
