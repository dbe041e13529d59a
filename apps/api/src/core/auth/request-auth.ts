import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { AmrEntry } from '../../db/schema/index.ts';
import type { Actor } from '../history/record-history.ts';
import { withoutTenant } from '../../db/with-tenant.ts';
import { unauthorized } from '../http/errors.ts';
import type { KontorClaims } from '@kontor/contracts';
import type { SessionCache } from './session-cache.ts';
import {
  findSessionContext,
  touchSession,
  type Membership,
  type SessionContext,
} from './sessions.repository.ts';
import type { KeyStore } from './signing-keys.ts';
import {
  SESSION_ABSOLUTE_LIMIT_MS,
  SESSION_IDLE_LIMIT_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './token-constants.ts';
import { readTokenCookie } from './token-cookie.ts';
import { InvalidTokenError, verifyAccessToken, type Aal } from './tokens.ts';

/** Who is calling, established from a verified token and a live session. */
export interface AuthContext {
  userId: number;
  tenantId: number;
  sessionId: string;
  aal: Aal;
  amr: AmrEntry[];
  permissions: string[];
  memberships: Membership[];
  mustChangePassword: boolean;
  hasVerifiedFactor: boolean;
  via: 'bearer' | 'cookie';
  token: string;
}

/** The actor recorded in history for work done by this request. */
export const actorOf = (auth: AuthContext) => ({ tenantId: auth.tenantId, userId: auth.userId });

/** An actor with what their role grants: for rules that depend on more than the route's permission. */
export interface Writer extends Actor {
  permissions: readonly string[];
}

export const writerOf = (auth: AuthContext): Writer => ({ ...actorOf(auth), permissions: auth.permissions });

export function readRequestToken(
  request: FastifyRequest,
): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1]!, via: 'bearer' } : undefined;
  }
  const cookie = readTokenCookie(request);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/**
 * Checks token, session (not revoked, not idle for 30 days, not older than 90 days) and that the
 * user still belongs to the token's tenant. Any failure is a plain 401: the caller learns nothing
 * about why. The session is bound to the transaction, so only its own user's auth rows are visible.
 * With `cache`, a session checked recently by this process is not read again (session-cache.ts).
 */
export async function authenticate(
  db: AppDb,
  keys: KeyStore,
  presented: { token: string; via: 'bearer' | 'cookie' },
  { allowExpired = false, cache }: { allowExpired?: boolean; cache?: SessionCache | undefined } = {},
): Promise<AuthContext> {
  let claims;
  try {
    claims = await verifyAccessToken(keys, presented.token, { allowExpired });
  } catch (error) {
    if (error instanceof InvalidTokenError)
      throw unauthorized('Ihre Anmeldung ist ungültig oder abgelaufen.');
    throw error;
  }
  const userId = Number(claims.sub);
  const cached = await cache?.fresh(claims.sid, userId);
  // A cached check decides alone only while no touch is due; otherwise the database is read.
  if (cached && !touchDue(cached, claims.tid))
    return toAuthContext(checked(cached, claims.tid), claims, presented);
  const generation = cache?.generation() ?? 0;
  return withoutTenant(
    db,
    async (tx) => {
      const found = await findSessionContext(tx, claims.sid, userId);
      if (!found) throw unauthorized('Ihre Sitzung wurde beendet.');
      const active = checked(found, claims.tid);
      if (touchDue(found, claims.tid)) {
        await touchSession(tx, claims.sid, claims.tid);
        found.session.lastSeenAt = new Date();
        found.session.activeTenantId = claims.tid;
      }
      cache?.set(claims.sid, userId, found, generation);
      return toAuthContext(active, claims, presented);
    },
    claims.sid,
  );
}

const touchDue = (found: SessionContext, tenantId: number) =>
  Date.now() - found.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS ||
  found.session.activeTenantId !== tenantId;

/** The session's limits and the membership in the token's tenant; a refusal is a 401. */
function checked(found: SessionContext, tenantId: number) {
  if (found.session.revokedAt) throw unauthorized('Ihre Sitzung wurde beendet.');
  const idleMs = Date.now() - found.session.lastSeenAt.getTime();
  const ageMs = Date.now() - found.session.createdAt.getTime();
  if (idleMs > SESSION_IDLE_LIMIT_MS || ageMs > SESSION_ABSOLUTE_LIMIT_MS) {
    throw unauthorized('Ihre Sitzung ist abgelaufen.');
  }
  const membership = found.memberships.find((m) => m.tenantId === tenantId);
  if (!membership) throw unauthorized('Sie haben keinen Zugang mehr zu diesem Mandanten.');
  return { found, membership };
}

const toAuthContext = (
  { found, membership }: ReturnType<typeof checked>,
  claims: KontorClaims,
  presented: { token: string; via: 'bearer' | 'cookie' },
): AuthContext => ({
  userId: Number(claims.sub),
  tenantId: claims.tid,
  sessionId: claims.sid,
  // The token's level counts: a token minted before MFA stays aal1 after the session was elevated.
  aal: claims.aal,
  amr: claims.amr,
  permissions: membership.permissions,
  memberships: found.memberships,
  mustChangePassword: found.mustChangePassword,
  hasVerifiedFactor: found.hasVerifiedFactor,
  via: presented.via,
  token: presented.token,
});
