import { duplicateDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { duplicateDocument as duplicateDocumentService } from '../document-follow-up.service.ts';

export const duplicateDocumentRoute = defineRoute(duplicateDocument, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => duplicateDocumentService(tx, actorOf(auth), params.id)),
);
