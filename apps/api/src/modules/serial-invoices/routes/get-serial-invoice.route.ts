import { getSerialInvoice } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getSerialInvoice as getSerialInvoiceService } from '../serial-invoices.service.ts';

export const getSerialInvoiceRoute = defineRoute(getSerialInvoice, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getSerialInvoiceService(tx, params.id)),
);
