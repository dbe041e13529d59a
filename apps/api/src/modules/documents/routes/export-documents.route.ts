import { exportDocuments } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { exportDocumentList } from '../document-export.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const exportDocumentsRoute = defineRoute(exportDocuments, async ({ query, auth, deps, reply }) => {
  const file = await withTenant(deps.db, auth.tenantId, (tx) => exportDocumentList(tx, actorOf(auth), query));
  return sendDownload(reply, file, file.contentType);
});
