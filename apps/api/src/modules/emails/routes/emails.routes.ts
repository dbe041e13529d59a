import { getEmailDraft, searchEmailRecipients, sendEmail } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { mailDeliveryFailed } from '../../document-sending/index.ts';
import { emailDraft } from '../email-draft.service.ts';
import { searchRecipients } from '../recipients.service.ts';
import { sendComposedEmail } from '../send-composed-email.service.ts';

export const searchEmailRecipientsRoute = defineRoute(searchEmailRecipients, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => searchRecipients(tx, query.q)),
);

export const getEmailDraftRoute = defineRoute(getEmailDraft, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => emailDraft(tx, actorOf(auth), query)),
);

// A refused mail is committed as failed first (record, customer history), then answered with 502.
export const sendEmailRoute = defineRoute(sendEmail, async ({ body, auth, deps }) => {
  const outcome = await withTenant(deps.db, auth.tenantId, (tx) =>
    sendComposedEmail(deps, tx, actorOf(auth), auth.permissions, body),
  );
  if (!outcome.ok) throw mailDeliveryFailed(outcome.error ?? '');
  return outcome.sentEmail;
});
