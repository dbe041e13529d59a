import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along on cross-site requests, so an unsafe request that relies on it must come
 * from one of our own origins. Browsers send Origin on every cross-origin POST; Sec-Fetch-Site
 * covers the rest. Bearer requests need no check: a foreign page cannot set that header.
 */
export function isCrossSiteUnsafeRequest(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin) return !allowedOrigins.includes(origin) && origin !== ownOrigin(request);
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const referer = request.headers.referer;
  if (referer) {
    try {
      const refererOrigin = new URL(referer).origin;
      return !allowedOrigins.includes(refererOrigin) && refererOrigin !== ownOrigin(request);
    } catch {
      return true;
    }
  }
  return false;
}

const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
