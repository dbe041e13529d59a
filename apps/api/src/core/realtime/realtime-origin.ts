import type { FastifyRequest } from 'fastify';

/**
 * The browser sends the cookie with any page's WebSocket upgrade (cross-site WebSocket
 * hijacking), and Origin is the only proof of the page. Browsers always send it on upgrades, so
 * a cookie without it is refused. Our own origin counts as well, as for CSRF (core/auth/csrf.ts).
 */
export function isAllowedUpgradeOrigin(request: FastifyRequest, allowedOrigins: readonly string[]) {
  const origin = request.headers.origin;
  if (!origin) return false;
  return allowedOrigins.includes(origin) || origin === `${request.protocol}://${request.host}`;
}
