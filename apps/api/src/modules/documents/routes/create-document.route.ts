import { createDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createDocumentDraft } from '../document-draft.service.ts';

export const createDocumentRoute = defineRoute(createDocument, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createDocumentDraft(deps, tx, actorOf(auth), body)),
);
