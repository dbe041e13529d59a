import { MFA_MAX_FAILED_ATTEMPTS } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { elevateSession } from '../../core/auth/sessions.repository.ts';
import { findUserById } from '../../core/auth/users.repository.ts';
import { signAccessToken } from '../../core/auth/tokens.ts';
import { unauthorized, type AppError } from '../../core/http/errors.ts';
import type { AmrEntry } from '../../db/schema/index.ts';
import { withSession } from '../../db/with-tenant.ts';
import { addFailedAttempt, findChallengeForUpdate, markChallengeVerified } from './challenges.repository.ts';
import { findUserFactorForUpdate, markFactorVerified, type FactorRow } from './factors.repository.ts';
import {
  challengeAlreadyVerified,
  challengeExhausted,
  challengeExpired,
  challengeNotFound,
  codeAlreadyUsed,
  factorNotFound,
  invalidCode,
  lastAttemptFailed,
  mfaRequired,
} from './mfa-errors.ts';
import { recordMfaEvent } from './mfa-history.ts';
import { phoneCodeMatches } from './phone-code.ts';
import { matchTotpStep } from './totp.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
type Outcome = { error: AppError } | { amr: AmrEntry[]; user: UserRow };
type CodeCheck = { ok: true; step: number | null } | { ok: false; reused: boolean };

function checkCode(
  deps: AppDeps,
  factor: FactorRow,
  challenge: { id: string; codeHash: string | null },
  code: string,
): CodeCheck {
  if (factor.factorType === 'phone') {
    const ok =
      challenge.codeHash !== null &&
      phoneCodeMatches(deps.config.secretKey, challenge.id, code, challenge.codeHash);
    return ok ? { ok: true, step: factor.lastUsedStep } : { ok: false, reused: false };
  }
  const step = matchTotpStep(deps.box.open(factor.secretEncrypted!), code);
  if (step === null) return { ok: false, reused: false };
  // A code is good once: the same or an earlier step (within the drift window) is a replay.
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) return { ok: false, reused: true };
  return { ok: true, step };
}

/**
 * Checks a code against a challenge of the caller's session. Success verifies the factor (the
 * first time this enrols it) and elevates the session to aal2. A wrong code is counted and
 * committed before the error is raised, so five wrong codes end the challenge for good.
 */
export async function verifyFactor(
  deps: AppDeps,
  auth: AuthContext,
  factorId: string,
  input: { challengeId: string; code: string },
) {
  const outcome = await withSession(deps.db, auth, async (tx): Promise<Outcome> => {
    const factor = await findUserFactorForUpdate(tx, auth.userId, factorId);
    if (!factor) throw factorNotFound();
    if (factor.status === 'unverified' && auth.hasVerifiedFactor && auth.aal !== 'aal2') throw mfaRequired();
    const challenge = await findChallengeForUpdate(tx, input.challengeId);
    if (!challenge || challenge.factorId !== factor.id || challenge.sessionId !== auth.sessionId) {
      throw challengeNotFound();
    }
    if (challenge.verifiedAt) throw challengeAlreadyVerified();
    if (challenge.failedAttempts >= MFA_MAX_FAILED_ATTEMPTS) throw challengeExhausted();
    if (challenge.expiresAt.getTime() <= Date.now()) throw challengeExpired();

    const check = checkCode(deps, factor, challenge, input.code);
    if (!check.ok) {
      const failed = await addFailedAttempt(tx, challenge.id);
      await recordMfaEvent(tx, auth, factor.id, 'challenge_failed', {
        failed_attempts: { from: failed - 1, to: failed },
      });
      if (failed >= MFA_MAX_FAILED_ATTEMPTS) return { error: lastAttemptFailed() };
      return { error: check.reused ? codeAlreadyUsed() : invalidCode() };
    }

    await markChallengeVerified(tx, challenge.id);
    await markFactorVerified(tx, factor.id, check.step);
    const amr: AmrEntry[] = [
      ...auth.amr.filter((entry) => entry.method !== factor.factorType),
      { method: factor.factorType, timestamp: Math.floor(Date.now() / 1000) },
    ];
    await elevateSession(tx, auth.sessionId, amr);
    await recordMfaEvent(
      tx,
      auth,
      factor.id,
      'verified',
      factor.status === 'verified' ? undefined : { status: { from: 'unverified', to: 'verified' } },
    );
    const user = await findUserById(tx, auth.userId);
    if (!user) throw unauthorized();
    return { amr, user };
  });
  if ('error' in outcome) throw outcome.error;

  const session = await signAccessToken(deps.keys, {
    userId: auth.userId,
    tenantId: auth.tenantId,
    sessionId: auth.sessionId,
    aal: 'aal2',
    amr: outcome.amr,
  });
  return { ...session, user: outcome.user };
}
