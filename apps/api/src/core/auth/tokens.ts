import { SignJWT, decodeProtectedHeader, jwtVerify, errors as joseErrors } from 'jose';
import { ZKontorClaims, type KontorClaims } from '@kontor/contracts';
import type { AmrEntry } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_FUTURE_IAT_LEEWAY_SECONDS } from './token-constants.ts';
import type { KeyStore } from './signing-keys.ts';

export type Aal = 'aal1' | 'aal2';

export interface TokenSubject {
  userId: number;
  tenantId: number;
  sessionId: string;
  aal: Aal;
  amr: AmrEntry[];
}

export async function signAccessToken(keys: KeyStore, subject: TokenSubject, nowMs = Date.now()) {
  const { kid, privateKey } = await keys.active();
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    tid: subject.tenantId,
    sid: subject.sessionId,
    aal: subject.aal,
    amr: subject.amr,
  })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(privateKey);
  return { token, expiresAt: exp, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

export class InvalidTokenError extends Error {}

/** Verifies signature (by kid) and claims; expiry is checked unless `allowExpired`. */
export async function verifyAccessToken(
  keys: KeyStore,
  token: string,
  { allowExpired = false }: { allowExpired?: boolean } = {},
): Promise<KontorClaims> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'ES256' || typeof header.kid !== 'string')
      throw new InvalidTokenError('unexpected header');
    kid = header.kid;
  } catch {
    throw new InvalidTokenError('malformed token');
  }
  const key = await keys.publicKey(kid);
  if (!key) throw new InvalidTokenError('unknown key');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['ES256'],
      // jose has no switch to skip exp; an effectively unlimited tolerance does the same.
      clockTolerance: allowExpired ? Number.MAX_SAFE_INTEGER : 5,
    });
    const claims = ZKontorClaims.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('unexpected claims');
    // jose checks iat only with maxTokenAge; a token "issued" in the future is refused here,
    // also on renewal (allowExpired), or a forged far-future iat would outlive every limit.
    if (claims.data.iat > Date.now() / 1000 + TOKEN_FUTURE_IAT_LEEWAY_SECONDS) {
      throw new InvalidTokenError('issued in the future');
    }
    return claims.data;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
    throw new InvalidTokenError('invalid signature or claims');
  }
}
