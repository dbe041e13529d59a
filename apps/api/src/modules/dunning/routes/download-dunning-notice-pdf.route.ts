import { buffer } from 'node:stream/consumers';
import { downloadDunningNoticePdf } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { downloadHeaders } from '../../files/index.ts';
import { loadDunningNoticePdf } from '../dunning-notices.service.ts';

export const downloadDunningNoticePdfRoute = defineRoute(
  downloadDunningNoticePdf,
  async ({ params, query, auth, deps, reply }) => {
    const { notice, filename, stream } = await withTenant(deps.db, auth.tenantId, (tx) =>
      loadDunningNoticePdf(deps, tx, params.id, params.noticeId),
    );
    const bytes = await buffer(stream);
    const file = {
      name: filename,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: notice.sha256 ?? '',
    };
    return reply.headers(downloadHeaders(file, query.disposition)).send(bytes);
  },
);
