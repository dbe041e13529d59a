import { deleteDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { deleteDocumentDraft } from '../document-draft.service.ts';

export const deleteDocumentRoute = defineRoute(deleteDocument, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => deleteDocumentDraft(tx, actorOf(auth), params.id)),
);
