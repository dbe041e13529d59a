import { convertDocument } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { convertDocument as convertDocumentService } from '../document-follow-up.service.ts';

export const convertDocumentRoute = defineRoute(convertDocument, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => convertDocumentService(tx, actorOf(auth), params.id, body.type)),
);
