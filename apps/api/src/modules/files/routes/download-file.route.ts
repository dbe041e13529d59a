import { downloadFile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { sendStoredFile } from '../../document-output/index.ts';
import { findDownload, uploadMissing } from '../download.service.ts';

export const downloadFileRoute = defineRoute(
  downloadFile,
  async ({ params, query, auth, deps, request, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) => findDownload(tx, params.id));
    return sendStoredFile(reply, deps, auth.tenantId, file, {
      disposition: query.disposition,
      ifNoneMatch: request.headers['if-none-match'],
      whenMissing: uploadMissing,
    });
  },
);
