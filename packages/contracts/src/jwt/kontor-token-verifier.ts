import { ZMe, type Me } from '../auth/session.schemas.ts';
import { TokenVerificationError } from './token-verification-error.ts';
import { createTokenVerifier, type TokenVerifier } from './verify-token.ts';

/**
 * The verifier wired to a Kontor API: keys from its JWKS endpoint, and GET /api/me as the
 * server fallback (which also catches revoked sessions that a signature alone cannot show).
 */
export function createKontorTokenVerifier(
  apiBaseUrl: string,
  options: { jwksCacheMs?: number; fetch?: typeof fetch } = {},
): TokenVerifier<Me> {
  const base = apiBaseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  return createTokenVerifier({
    jwksUrl: `${base}/auth/v1/.well-known/jwks.json`,
    ...(options.jwksCacheMs !== undefined && { jwksCacheMs: options.jwksCacheMs }),
    fetchUser: async (token) => {
      const response = await doFetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 401)
        throw new TokenVerificationError('invalid_signature', 'Invalid JWT signature');
      if (!response.ok) throw new Error(`Kontor API answered ${response.status} for /api/me`);
      return ZMe.parse(await response.json());
    },
  });
}
