import { deleteSerialInvoice } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { deleteSerialInvoice as deleteSerialInvoiceService } from '../serial-invoices.service.ts';

export const deleteSerialInvoiceRoute = defineRoute(deleteSerialInvoice, async ({ params, auth, deps }) => {
  await withTenant(deps.db, auth.tenantId, (tx) => deleteSerialInvoiceService(tx, actorOf(auth), params.id));
  return { ok: true as const };
});
