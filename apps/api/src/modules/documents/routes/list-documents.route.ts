import { listDocuments } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listDocuments as listDocumentsService } from '../document-list.service.ts';

export const listDocumentsRoute = defineRoute(listDocuments, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => listDocumentsService(tx, auth.tenantId, query)),
);
