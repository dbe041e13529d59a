import { updateDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateDocumentDraft } from '../document-draft.service.ts';

export const updateDocumentRoute = defineRoute(updateDocument, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateDocumentDraft(tx, actorOf(auth), params.id, body)),
);
