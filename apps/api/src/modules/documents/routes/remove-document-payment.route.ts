import { removeDocumentPayment } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { removeDocumentPayment as removeDocumentPaymentService } from '../document-payments.service.ts';

export const removeDocumentPaymentRoute = defineRoute(removeDocumentPayment, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    removeDocumentPaymentService(tx, actorOf(auth), params.id, params.paymentId),
  ),
);
