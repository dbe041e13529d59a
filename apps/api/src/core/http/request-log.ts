import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Paths the API answers; everything else is the web app (its files and pages). */
export const API_PREFIXES = ['/api/', '/auth/', '/realtime/', '/storage/', '/healthz'];

// Health checks come every few seconds from load balancers; the web app's files are not news.
const isLogged = (url: string) => url !== '/healthz' && API_PREFIXES.some((p) => url.startsWith(p));

/**
 * One line per API call (`GET /api/me` with status and milliseconds) instead of Fastify's two per
 * request; the query string stays out, it may hold search terms about people.
 */
export class RequestLineLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!isLogged(request.url)) return;
    const line = `${request.method} ${request.url.split('?')[0]}`;
    const fields = { status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
