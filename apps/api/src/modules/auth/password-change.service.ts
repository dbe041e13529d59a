import type { AppDeps } from '../../app-deps.ts';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { revokeOtherSessions } from '../../core/auth/sessions.repository.ts';
import { markLoginAttemptSucceeded, recordLoginAttempt } from '../../core/auth/throttle.repository.ts';
import { findUserById, updatePasswordHash } from '../../core/auth/users.repository.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../core/http/errors.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { publishSessionRevoked } from '../../core/realtime/publish-session-revoked.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { withOwner, withSession } from '../../db/with-tenant.ts';
import { renewToken } from './auth.service.ts';
import { assertLoginAllowed } from './throttle.service.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Das aktuelle Passwort ist falsch.';
export const SAME_PASSWORD_MESSAGE = 'Das neue Passwort muss sich vom aktuellen unterscheiden.';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  ip?: string | undefined;
}

/**
 * Replaces the signed-in user's password and ends all their other sessions. A wrong current
 * password counts as a failed sign-in, so this endpoint cannot be used to guess around the throttle.
 */
export async function changeUserPassword(deps: AppDeps, auth: AuthContext, input: ChangePasswordInput) {
  if (input.newPassword === input.currentPassword) {
    throw badRequest(SAME_PASSWORD_MESSAGE, { new_password: SAME_PASSWORD_MESSAGE });
  }
  // The password check is sign-in work (throttle, hash): the owner's, as at sign-in.
  const { user, attemptId } = await withOwner(deps.database, async (tx) => {
    const found = await findUserById(tx, auth.userId);
    if (!found) throw unauthorized();
    await assertLoginAllowed(tx, found.email, input.ip);
    // Counted as failed until proven otherwise, so parallel guesses are all counted.
    const [attempt] = await recordLoginAttempt(tx, found.email, input.ip, false).returning({
      id: loginAttempts.id,
    });
    return { user: found, attemptId: attempt!.id };
  });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, 'invalid_credentials', WRONG_CURRENT_PASSWORD_MESSAGE, {
      current_password: WRONG_CURRENT_PASSWORD_MESSAGE,
    });
  }
  await withOwner(deps.database, (tx) => markLoginAttemptSucceeded(tx, attemptId));
  const passwordHash = await hashPassword(input.newPassword);

  await withSession(deps.db, auth, async (tx) => {
    if (!(await updatePasswordHash(tx, user.id, passwordHash, user.passwordHash))) {
      throw conflict('Das Passwort wurde soeben anderweitig geändert. Bitte versuchen Sie es erneut.');
    }
    const revoked = await revokeOtherSessions(tx, user.id, auth.sessionId);
    await publishSessionRevoked(
      tx,
      revoked.map((s) => s.id),
    );
    await recordHistory(
      tx,
      { tenantId: auth.tenantId, userId: user.id },
      {
        entity: 'user',
        entityId: user.id,
        action: 'password_changed',
        changes: user.mustChangePassword ? { must_change_password: { from: true, to: false } } : null,
      },
    );
  });
  return renewToken(deps, auth);
}
