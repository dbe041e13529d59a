import { runSerialInvoice } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { runSerialInvoiceNow } from '../serial-invoice-run-now.service.ts';

export const runSerialInvoiceRoute = defineRoute(runSerialInvoice, async ({ params, auth, deps }) => ({
  runs: await runSerialInvoiceNow(deps, actorOf(auth), params.id),
}));
