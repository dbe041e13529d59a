import { getDocumentEmailDraft } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { documentEmailDraft } from '../document-email-draft.service.ts';

export const getDocumentEmailDraftRoute = defineRoute(getDocumentEmailDraft, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => documentEmailDraft(tx, actorOf(auth), params.id)),
);
