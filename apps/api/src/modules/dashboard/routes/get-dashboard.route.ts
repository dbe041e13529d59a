import { getDashboard } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { loadDashboard } from '../dashboard.service.ts';

export const getDashboardRoute = defineRoute(getDashboard, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => loadDashboard(tx, auth.tenantId, auth.permissions)),
);
