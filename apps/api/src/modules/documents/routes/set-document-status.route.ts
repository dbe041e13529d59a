import { setDocumentStatus } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { setDocumentStatus as setDocumentStatusService } from '../document-status.service.ts';

export const setDocumentStatusRoute = defineRoute(setDocumentStatus, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    setDocumentStatusService(tx, actorOf(auth), params.id, body.status),
  ),
);
