import { listSerialInvoiceRuns } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listSerialInvoiceRuns as listSerialInvoiceRunsService } from '../serial-invoices.service.ts';

export const listSerialInvoiceRunsRoute = defineRoute(
  listSerialInvoiceRuns,
  async ({ params, auth, deps }) => ({
    items: await withTenant(deps.db, auth.tenantId, (tx) => listSerialInvoiceRunsService(tx, params.id)),
  }),
);
