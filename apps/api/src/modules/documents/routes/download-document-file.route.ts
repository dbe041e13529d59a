import { downloadDocumentFile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { notFound } from '../../../core/http/errors.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { sendStoredFile } from '../../document-output/index.ts';
import { findArchivedFile } from '../document-files.service.ts';

export const downloadDocumentFileRoute = defineRoute(
  downloadDocumentFile,
  async ({ params, query, auth, deps, request, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      findArchivedFile(tx, auth.tenantId, params.id, params.kind),
    );
    if (!file) throw notFound('Zu diesem Dokument gibt es diese Datei nicht.');
    return sendStoredFile(reply, deps, auth.tenantId, file, {
      disposition: query.disposition,
      ifNoneMatch: request.headers['if-none-match'],
    });
  },
);
