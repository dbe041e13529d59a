import { getDocument } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getDocument as getDocumentService } from '../document-read.service.ts';

export const getDocumentRoute = defineRoute(getDocument, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getDocumentService(tx, auth.tenantId, auth.userId, params.id)),
);
