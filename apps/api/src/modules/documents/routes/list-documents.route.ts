import { listDocuments } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { readOneStatementAsTenant, withTenant } from '../../../db/with-tenant.ts';
import { listDocuments as listDocumentsService } from '../document-list.service.ts';

export const listDocumentsRoute = defineRoute(listDocuments, ({ query, auth, deps }) =>
  // A page without sums is one statement (what the list screen asks while scrolling): one round trip.
  (query.sums === 'false' ? readOneStatementAsTenant : withTenant)(deps.db, auth.tenantId, (tx) =>
    listDocumentsService(tx, auth.tenantId, query),
  ),
);
