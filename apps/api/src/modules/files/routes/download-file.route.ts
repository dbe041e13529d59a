import { downloadFile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { downloadHeaders } from '../download-headers.ts';
import { openDownload } from '../download.service.ts';

export const downloadFileRoute = defineRoute(
  downloadFile,
  async ({ params, query, auth, deps, request, reply }) => {
    const { file, body } = await openDownload(
      deps,
      auth.tenantId,
      params.id,
      request.headers['if-none-match'],
    );
    const headers = downloadHeaders(file, query.disposition);
    if (!body) {
      const { etag, 'cache-control': cacheControl } = headers;
      return reply.code(304).headers({ etag, 'cache-control': cacheControl }).send();
    }
    return reply.headers(headers).send(body);
  },
);
