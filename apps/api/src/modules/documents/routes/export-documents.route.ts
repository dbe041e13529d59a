import { exportDocuments } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { exportDocumentList } from '../document-export.service.ts';

export const exportDocumentsRoute = defineRoute(exportDocuments, async ({ query, auth, deps, reply }) => {
  const file = await withTenant(deps.db, auth.tenantId, (tx) => exportDocumentList(tx, actorOf(auth), query));
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return file.body;
});
