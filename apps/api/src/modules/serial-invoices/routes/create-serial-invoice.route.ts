import { createSerialInvoice } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createSerialInvoice as createSerialInvoiceService } from '../serial-invoices.service.ts';

export const createSerialInvoiceRoute = defineRoute(createSerialInvoice, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createSerialInvoiceService(tx, actorOf(auth), body)),
);
