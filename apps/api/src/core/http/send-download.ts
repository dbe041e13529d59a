import type { FastifyReply } from 'fastify';

/** A generated file as a download; never cached, since it holds a tenant's data. */
export function sendDownload<Body>(
  reply: FastifyReply,
  file: { filename: string; body: Body },
  contentType: string,
): Body {
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return file.body;
}
