import { listOverdueInvoices } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getDunningOverview } from '../dunning-overview.service.ts';

export const listOverdueInvoicesRoute = defineRoute(listOverdueInvoices, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getDunningOverview(tx, query.as_of)),
);
