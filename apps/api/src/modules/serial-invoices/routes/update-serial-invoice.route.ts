import { updateSerialInvoice } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateSerialInvoice as updateSerialInvoiceService } from '../serial-invoices.service.ts';

export const updateSerialInvoiceRoute = defineRoute(updateSerialInvoice, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateSerialInvoiceService(tx, actorOf(auth), params.id, body)),
);
