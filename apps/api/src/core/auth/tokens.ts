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

/** jose's tolerance for `exp`, kept by the shortcut below too. */
const CLOCK_TOLERANCE_SECONDS = 5;
const MAX_VERIFIED = 10_000;
/**
 * Tokens whose signature and claims were verified, with the key that verified them. A client sends
 * the same token with every request for its lifetime (15 minutes); the ES256 check is the costliest
 * step of a request, and its answer for one token and one key never changes. Expiry is checked
 * again on every use, and an entry counts only while the key store still holds that same key.
 */
const verified = new Map<string, { kid: string; key: unknown; claims: KontorClaims }>();

const expired = (claims: KontorClaims) =>
  claims.exp <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_SECONDS;

/** Verifies signature (by kid) and claims; expiry is checked unless `allowExpired`. */
export async function verifyAccessToken(
  keys: KeyStore,
  token: string,
  { allowExpired = false }: { allowExpired?: boolean } = {},
): Promise<KontorClaims> {
  const known = verified.get(token);
  if (known) {
    const key = await keys.publicKey(known.kid);
    if (key === known.key) {
      if (!allowExpired && expired(known.claims)) throw new InvalidTokenError('expired');
      return known.claims;
    }
    verified.delete(token);
  }
  const fresh = await verifySignature(keys, token, allowExpired);
  if (!expired(fresh.claims)) {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, fresh);
  }
  return fresh.claims;
}

async function verifySignature(keys: KeyStore, token: string, allowExpired: boolean) {
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
      clockTolerance: allowExpired ? Number.MAX_SAFE_INTEGER : CLOCK_TOLERANCE_SECONDS,
    });
    const claims = ZKontorClaims.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('unexpected claims');
    // jose checks iat only with maxTokenAge; a token "issued" in the future is refused here,
    // also on renewal (allowExpired), or a forged far-future iat would outlive every limit.
    if (claims.data.iat > Date.now() / 1000 + TOKEN_FUTURE_IAT_LEEWAY_SECONDS) {
      throw new InvalidTokenError('issued in the future');
    }
    return { kid, key, claims: claims.data };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
    throw new InvalidTokenError('invalid signature or claims');
  }
}
