import { sendDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { sendDocument as sendDocumentService } from '../send-document.service.ts';
import { mailDeliveryFailed } from '../send-email.service.ts';

// The failed attempt is committed first (sent_emails row, history), then answered with 502.
export const sendDocumentRoute = defineRoute(sendDocument, async ({ params, body, auth, deps }) => {
  const outcome = await withTenant(deps.db, auth.tenantId, (tx) =>
    sendDocumentService(deps, tx, actorOf(auth), params.id, body),
  );
  if (!outcome.ok) throw mailDeliveryFailed(outcome.error ?? '');
  return outcome.sentEmail;
});
