import { randomUUID } from 'node:crypto';
import { MFA_CHALLENGE_TTL_SECONDS, type FactorType } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { badRequest, tooManyRequests } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withSession } from '../../db/with-tenant.ts';
import {
  countRecentChallengeActivity,
  insertChallenge,
  pruneOldChallenges,
} from './challenges.repository.ts';
import { findUserFactorForUpdate } from './factors.repository.ts';
import { factorNotFound, mfaRequired } from './mfa-errors.ts';
import { hashPhoneCode, newPhoneCode } from './phone-code.ts';

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
// Five wrong codes end one challenge; without a cap on new challenges, guessing would go on forever.
const MAX_CHALLENGES_PER_WINDOW = 10;
const MAX_FAILURES_PER_WINDOW = 20;
const DAY_MS = 24 * 3600 * 1000;

export type Channel = 'sms' | 'whatsapp';

async function assertChallengeAllowed(tx: Tx, factorId: string) {
  const recent = await countRecentChallengeActivity(tx, factorId, new Date(Date.now() - THROTTLE_WINDOW_MS));
  if (recent.challenges < MAX_CHALLENGES_PER_WINDOW && recent.failures < MAX_FAILURES_PER_WINDOW) return;
  const freeAt = (recent.oldest?.getTime() ?? Date.now()) + THROTTLE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(
    `Zu viele Bestätigungsversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    seconds,
  );
}

/**
 * Opens a challenge bound to the caller's session. For a phone factor a fresh code is sent and
 * only its keyed hash is kept; a TOTP challenge just marks the start of a verification.
 */
export async function challengeFactor(
  deps: AppDeps,
  auth: AuthContext,
  factorId: string,
  channel: Channel = 'sms',
): Promise<{ id: string; type: FactorType; expires_at: number }> {
  const expiresAt = new Date(Date.now() + MFA_CHALLENGE_TTL_SECONDS * 1000);
  const { factor, challengeId, code } = await withSession(deps.db, auth, async (tx) => {
    const factor = await findUserFactorForUpdate(tx, auth.userId, factorId);
    if (!factor) throw factorNotFound();
    if (factor.status === 'unverified' && auth.hasVerifiedFactor && auth.aal !== 'aal2') throw mfaRequired();
    if (factor.factorType === 'phone' && channel === 'whatsapp') {
      throw badRequest('Der Versand per WhatsApp ist nicht eingerichtet. Bitte wählen Sie SMS.');
    }
    await pruneOldChallenges(tx, factor.id, new Date(Date.now() - DAY_MS));
    await assertChallengeAllowed(tx, factor.id);
    const challengeId = randomUUID();
    const code = factor.factorType === 'phone' ? newPhoneCode() : null;
    await insertChallenge(tx, {
      id: challengeId,
      factorId: factor.id,
      sessionId: auth.sessionId,
      codeHash: code === null ? null : hashPhoneCode(deps.config.secretKey, challengeId, code),
      expiresAt,
    });
    return { factor, challengeId, code };
  });

  // Sent after commit: the transaction stays short, and no code goes out for a challenge that failed.
  if (code !== null && factor.phone) {
    const minutes = MFA_CHALLENGE_TTL_SECONDS / 60;
    await deps.sms.send(
      factor.phone,
      `Ihr Kontor-Bestätigungscode lautet ${code}. Er gilt ${minutes} Minuten.`,
    );
  }
  return { id: challengeId, type: factor.factorType, expires_at: Math.floor(expiresAt.getTime() / 1000) };
}
