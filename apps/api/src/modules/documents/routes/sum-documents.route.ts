import { sumDocuments } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { sumDocuments as sumDocumentsService } from '../document-list.service.ts';

export const sumDocumentsRoute = defineRoute(sumDocuments, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => sumDocumentsService(tx, auth.tenantId, query)),
);
