import { finalizeDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { finalizeDocument as finalizeDocumentService } from '../document-finalize.service.ts';

export const finalizeDocumentRoute = defineRoute(finalizeDocument, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    finalizeDocumentService(deps, tx, actorOf(auth), params.id, body.version),
  ),
);
