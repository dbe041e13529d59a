import { listDatevExports } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listDatevExports as listExports } from '../datev-export-history.service.ts';

export const listDatevExportsRoute = defineRoute(listDatevExports, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => listExports(tx)),
);
