import { addDocumentPayment } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addDocumentPayment as addDocumentPaymentService } from '../document-payments.service.ts';

export const addDocumentPaymentRoute = defineRoute(addDocumentPayment, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => addDocumentPaymentService(tx, actorOf(auth), params.id, body)),
);
