import { getRole } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getRole as getRoleService } from '../roles.service.ts';

export const getRoleRoute = defineRoute(getRole, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getRoleService(tx, params.id)),
);
