import { INVALID_CREDENTIALS_MESSAGE, type Me } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { loginAttempts, type AmrEntry } from '../../db/schema/index.ts';
import { withOwner, withSession, withTenant } from '../../db/with-tenant.ts';
import { burnPasswordCheck, verifyPassword } from '../../core/auth/passwords.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import {
  createSession,
  findLastActiveTenant,
  listMemberships,
  revokeSession,
} from '../../core/auth/sessions.repository.ts';
import { markLoginAttemptSucceeded, recordLoginAttempt } from '../../core/auth/throttle.repository.ts';
import { findUserByEmail } from '../../core/auth/users.repository.ts';
import { signAccessToken, type Aal } from '../../core/auth/tokens.ts';
import { AppError, forbidden } from '../../core/http/errors.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { publishSessionRevoked } from '../../core/realtime/publish-session-revoked.ts';
import { findUserWithProfile } from '../profiles/index.ts';
import { acceptInvitationsOfNewAccount } from '../invitations/index.ts';
import { assertLoginAllowed } from './throttle.service.ts';

const invalidCredentials = () => new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);

export interface SignInInput {
  email: string;
  password: string;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Password sign-in: throttle, check, open a session in the tenant used last (or the first one). */
export async function signIn(deps: AppDeps, input: SignInInput) {
  // Sign-in is the owner's work: the throttle table and opening sessions are not the request role's.
  const { attemptId, user } = await withOwner(deps.database, async (tx) => {
    await assertLoginAllowed(tx, input.email, input.ip);
    // Counted as failed until proven otherwise, so parallel guesses are all counted.
    const [attempt] = await recordLoginAttempt(tx, input.email, input.ip, false).returning({
      id: loginAttempts.id,
    });
    return { attemptId: attempt!.id, user: await findUserByEmail(tx, input.email) };
  });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
  // Signing in with the initial password an inviter handed over accepts that invitation.
  await acceptInvitationsOfNewAccount(deps, user);

  const session = await withOwner(deps.database, async (tx) => {
    await markLoginAttemptSucceeded(tx, attemptId);
    const memberships = await listMemberships(tx, user.id);
    if (memberships.length === 0) throw forbidden('Ihr Zugang ist keinem Mandanten zugeordnet.');
    const last = await findLastActiveTenant(tx, user.id);
    const tenantId = memberships.find((m) => m.tenantId === last)?.tenantId ?? memberships[0]!.tenantId;
    const amr: AmrEntry[] = [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }];
    return createSession(tx, { userId: user.id, tenantId, amr, userAgent: input.userAgent, ip: input.ip });
  });
  await withTenant(deps.db, session.activeTenantId, (tx) =>
    recordHistory(
      tx,
      { tenantId: session.activeTenantId, userId: user.id },
      { entity: 'session', entityId: session.id, action: 'signed_in', broadcast: false },
    ),
  );
  return signAccessToken(deps.keys, {
    userId: user.id,
    tenantId: session.activeTenantId,
    sessionId: session.id,
    aal: 'aal1',
    amr: session.amr,
  });
}

export async function signOut(deps: AppDeps, auth: AuthContext) {
  await withSession(deps.db, auth, async (tx) => {
    await revokeSession(tx, auth.sessionId);
    await recordHistory(
      tx,
      { tenantId: auth.tenantId, userId: auth.userId },
      { entity: 'session', entityId: auth.sessionId, action: 'signed_out', broadcast: false },
    );
    await publishSessionRevoked(tx, [auth.sessionId]);
  });
}

/** A fresh token for the same session and tenant (the session must still be alive). */
export const renewToken = (deps: AppDeps, auth: AuthContext) =>
  signAccessToken(deps.keys, {
    userId: auth.userId,
    tenantId: auth.tenantId,
    sessionId: auth.sessionId,
    aal: auth.aal,
    amr: auth.amr,
  });

export async function switchTenant(deps: AppDeps, auth: AuthContext, tenantId: number) {
  if (!auth.memberships.some((m) => m.tenantId === tenantId)) {
    throw forbidden('Sie haben keinen Zugang zu diesem Mandanten.');
  }
  await withTenant(deps.db, tenantId, (tx) =>
    recordHistory(
      tx,
      { tenantId, userId: auth.userId },
      { entity: 'session', entityId: auth.sessionId, action: 'tenant_switched', broadcast: false },
    ),
  );
  return signAccessToken(deps.keys, { ...auth, tenantId });
}

/** SPEC §7 `/api/me`: user, the active tenant's permissions, all tenants ascending, profile. */
export async function describeMe(deps: AppDeps, auth: AuthContext): Promise<Me> {
  const user = await findUserWithProfile(deps.db, auth.tenantId, auth.userId);
  if (!user) throw new AppError(401, 'unauthorized', 'Bitte melden Sie sich an.');
  const { profile } = user;
  const nextLevel: Aal = auth.hasVerifiedFactor ? 'aal2' : 'aal1';
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      must_change_password: user.mustChangePassword,
      language: user.language,
    },
    permissions: auth.permissions,
    tenants: auth.memberships.map((m) => ({ id: m.tenantId, name: m.tenantName, role: m.roleName })),
    profile: profile
      ? {
          id: profile.id,
          first_name: profile.firstName,
          last_name: profile.lastName,
          email: profile.email,
          position: profile.position,
        }
      : null,
    activeTenant: auth.tenantId,
    aal: { currentLevel: auth.aal, nextLevel },
  };
}
