import { sendDunningNotice } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { mailDeliveryFailed } from '../../document-sending/index.ts';
import { sendDunningNotice as sendDunningNoticeService } from '../send-dunning-notice.service.ts';

// The failed attempt is committed first (sent_emails row, history), then answered with 502.
export const sendDunningNoticeRoute = defineRoute(sendDunningNotice, async ({ params, body, auth, deps }) => {
  const { outcome, notice } = await withTenant(deps.db, auth.tenantId, (tx) =>
    sendDunningNoticeService(deps, tx, actorOf(auth), params.id, params.noticeId, body),
  );
  if (!outcome.ok) throw mailDeliveryFailed(outcome.error ?? '');
  return notice;
});
