import { createHash } from 'node:crypto';
import { downloadDocumentFile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { notFound } from '../../../core/http/errors.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { downloadHeaders } from '../../files/index.ts';
import { loadArchivedFile } from '../document-files.service.ts';

export const downloadDocumentFileRoute = defineRoute(
  downloadDocumentFile,
  async ({ params, query, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      loadArchivedFile(deps, tx, params.id, params.kind),
    );
    if (!file) throw notFound('Zu diesem Dokument gibt es diese Datei nicht.');
    const bytes = Buffer.from(file.bytes);
    reply.headers(
      downloadHeaders(
        {
          name: file.filename,
          mimeType: file.contentType,
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
        query.disposition,
      ),
    );
    return bytes;
  },
);
