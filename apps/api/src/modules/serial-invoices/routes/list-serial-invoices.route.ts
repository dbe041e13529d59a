import { listSerialInvoices } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listSerialInvoices as listSerialInvoicesService } from '../serial-invoices.service.ts';

export const listSerialInvoicesRoute = defineRoute(listSerialInvoices, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => listSerialInvoicesService(tx)),
}));
