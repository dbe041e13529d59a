import { cancelDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { cancelDocument as cancelDocumentService } from '../document-follow-up.service.ts';

export const cancelDocumentRoute = defineRoute(cancelDocument, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    cancelDocumentService(deps, tx, actorOf(auth), params.id, body.reason),
  ),
);
