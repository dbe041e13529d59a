import type { FastifyReply, FastifyRequest } from 'fastify';

export const TOKEN_COOKIE = 'token';
/**
 * Readable by the web app (it holds nothing secret): tells the start-up whether a session cookie
 * may exist at all, so a signed-out visit to /login makes no failing refresh and /api/me calls.
 */
export const SESSION_MARKER_COOKIE = 'kontor_session';
// SPEC §9: session cookie max-age 400 days, path /, SameSite=Lax, chunks of 3180 characters.
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const CHUNK_SIZE = 3180;
const MAX_CHUNKS = 10;

const chunkName = (index: number) => `${TOKEN_COOKIE}.${index}`;

/** Reads the token from the cookie, reassembling numbered chunks when it was split. */
export function readTokenCookie(request: FastifyRequest): string | undefined {
  const cookies = request.cookies;
  if (cookies[TOKEN_COOKIE]) return cookies[TOKEN_COOKIE];
  const parts: string[] = [];
  for (let i = 0; i < MAX_CHUNKS && cookies[chunkName(i)]; i++) parts.push(cookies[chunkName(i)]!);
  return parts.length ? parts.join('') : undefined;
}

export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_SECONDS } as const;
  clearTokenCookie(reply, secure);
  reply.setCookie(SESSION_MARKER_COOKIE, '1', { ...options, httpOnly: false });
  if (token.length <= CHUNK_SIZE) {
    reply.setCookie(TOKEN_COOKIE, token, options);
    return;
  }
  for (let i = 0; i * CHUNK_SIZE < token.length; i++) {
    reply.setCookie(chunkName(i), token.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), options);
  }
}

export function clearTokenCookie(reply: FastifyReply, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  reply.clearCookie(TOKEN_COOKIE, options);
  reply.clearCookie(SESSION_MARKER_COOKIE, { ...options, httpOnly: false });
  for (let i = 0; i < MAX_CHUNKS; i++) {
    if (reply.request.cookies[chunkName(i)]) reply.clearCookie(chunkName(i), options);
  }
}
