import { compactVerify, decodeJwt, decodeProtectedHeader, errors } from 'jose';
import { createJwksCache } from './jwks-cache.ts';
import { ZKontorClaims, type KontorClaims } from './kontor-claims.ts';
import { TokenVerificationError } from './token-verification-error.ts';

export { ZKontorClaims, type KontorClaims } from './kontor-claims.ts';
export { TokenVerificationError, type TokenVerificationErrorCode } from './token-verification-error.ts';

export interface TokenVerifierOptions<TUser> {
  /** Published key set, e.g. `{auth}/.well-known/jwks.json`. */
  jwksUrl: string;
  /** Asks the server about the token (e.g. GET /api/me with it as bearer); throws when rejected. */
  fetchUser: (token: string) => Promise<TUser>;
  jwksCacheMs?: number;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
}

export type VerifiedToken<TUser> =
  { claims: KontorClaims; verifiedBy: 'jwks' } | { claims: KontorClaims; verifiedBy: 'server'; user: TUser };

export interface TokenVerifier<TUser> {
  verify(token: string, options?: { allowExpired?: boolean }): Promise<VerifiedToken<TUser>>;
}

// Three base64url segments; the signature may be empty (unsecured tokens go to the server).
const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]*$/;
// Only public-key algorithms can be checked with the published set; HMAC secrets stay on the server.
const ASYMMETRIC_ALG = /^(?:RS|PS|ES)(?:256|384|512)$|^EdDSA$|^Ed25519$|^ML-DSA-(?:44|65|87)$/;

export function createTokenVerifier<TUser>({
  jwksUrl,
  fetchUser,
  jwksCacheMs = 600_000,
  now = Date.now,
}: TokenVerifierOptions<TUser>): TokenVerifier<TUser> {
  const jwks = createJwksCache(jwksUrl, jwksCacheMs, now);

  async function verifyLocally(token: string, alg: string, kid: string): Promise<boolean> {
    const resolver = await jwks.resolverFor(kid);
    if (!resolver) return false;
    try {
      await compactVerify(token, resolver, { algorithms: [alg] });
      return true;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWSInvalid) {
        throw new TokenVerificationError('invalid_signature', 'Invalid JWT signature', { cause: error });
      }
      // Key/alg mismatch or an unusable key: not our call to make, the server decides.
      return false;
    }
  }

  return {
    async verify(token, { allowExpired = false } = {}) {
      const { header, payload } = decode(token);
      const parsed = ZKontorClaims.safeParse(payload);
      if (!parsed.success) {
        throw new TokenVerificationError('invalid_claims', 'Invalid JWT claims', { cause: parsed.error });
      }
      const claims = parsed.data;
      if (!allowExpired && claims.exp * 1000 <= now()) {
        throw new TokenVerificationError('expired', 'JWT has expired');
      }

      const { alg, kid } = header;
      if (alg && kid && ASYMMETRIC_ALG.test(alg) && (await verifyLocally(token, alg, kid))) {
        return { claims, verifiedBy: 'jwks' };
      }
      const user = await fetchUser(token);
      return { claims, verifiedBy: 'server', user };
    },
  };
}

function decode(token: string) {
  if (typeof token !== 'string' || !COMPACT_JWS.test(token)) throw invalidStructure();
  try {
    return { header: decodeProtectedHeader(token), payload: decodeJwt(token) };
  } catch (error) {
    throw invalidStructure(error);
  }
}

function invalidStructure(cause?: unknown) {
  return new TokenVerificationError('invalid_structure', 'Invalid JWT structure', { cause });
}
