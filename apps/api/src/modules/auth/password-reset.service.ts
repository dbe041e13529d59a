import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { listMemberships, revokeOtherSessions } from '../../core/auth/sessions.repository.ts';
import { recordLoginAttempt } from '../../core/auth/throttle.repository.ts';
import { findUserByEmail, findUserById, updatePasswordHash } from '../../core/auth/users.repository.ts';
import { badRequest } from '../../core/http/errors.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { publishSessionRevoked } from '../../core/realtime/publish-session-revoked.ts';
import { withOwner, withTenant } from '../../db/with-tenant.ts';
import {
  claimResetToken,
  countResetTokensSince,
  expireUnusedResetTokens,
  findUsableResetToken,
  insertResetToken,
  lockResetTokensOfUser,
  pruneResetTokensOfUser,
} from './password-reset.repository.ts';

export const RESET_REQUESTED_MESSAGE =
  'Wenn ein Konto zu dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen geschickt.';
export const INVALID_RESET_LINK_MESSAGE =
  'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.';
export const RESET_MAIL_SUBJECT = 'Kontor: Passwort zurücksetzen';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const RESET_LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_RESET_MAILS_PER_WINDOW = 3;

/** Only the hash is stored: a leaked table holds no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Answers at once and does the look-up, the token and the mail afterwards: the answer and its
 * timing are the same whether or not the account exists, and a slow SMTP server delays nobody.
 */
export function startPasswordReset(deps: AppDeps, email: string) {
  issueResetLink(deps, email).catch((err: unknown) =>
    deps.log.error({ err }, 'password reset: issuing the link failed'),
  );
  return { message: RESET_REQUESTED_MESSAGE };
}

async function issueResetLink(deps: AppDeps, email: string) {
  const token = randomBytes(32).toString('base64url');
  const user = await withOwner(deps.database, async (tx) => {
    const found = await findUserByEmail(tx, email);
    if (!found) return undefined;
    await lockResetTokensOfUser(tx, found.id);
    await pruneResetTokensOfUser(tx, found.id);
    const since = new Date(Date.now() - RESET_LIMIT_WINDOW_MS);
    // Over the limit the request is dropped silently: the answer must not differ.
    if ((await countResetTokensSince(tx, found.id, since)) >= MAX_RESET_MAILS_PER_WINDOW) return undefined;
    await expireUnusedResetTokens(tx, found.id);
    await insertResetToken(tx, {
      userId: found.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    return found;
  });
  if (!user) return;
  const link = `${deps.config.publicUrl}/password-reset?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: RESET_MAIL_SUBJECT,
    text: resetMailText(user.name, link),
  });
}

const resetMailText = (name: string, link: string) =>
  [
    `Guten Tag ${name},`,
    '',
    'für Ihr Kontor-Konto wurde das Zurücksetzen des Passworts angefordert. Über diesen Link legen Sie ein neues Passwort fest:',
    '',
    link,
    '',
    'Der Link ist 30 Minuten gültig und funktioniert nur einmal.',
    '',
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt dann unverändert.',
    '',
    'Ihr Kontor',
  ].join('\n');

/**
 * Sets the new password with a link from the mail and ends every session of the user. A used,
 * expired or unknown link changes nothing.
 */
export async function completePasswordReset(deps: AppDeps, token: string, newPassword: string) {
  const tokenHash = hashResetToken(token);
  const invalidLink = () => badRequest(INVALID_RESET_LINK_MESSAGE, { token: INVALID_RESET_LINK_MESSAGE });
  // Checked before hashing, so unknown links cost no argon2 work.
  if (!(await withOwner(deps.database, (tx) => findUsableResetToken(tx, tokenHash)))) throw invalidLink();
  const passwordHash = await hashPassword(newPassword);

  const { user, memberships } = await withOwner(deps.database, async (tx) => {
    const claimed = await claimResetToken(tx, tokenHash);
    if (!claimed) throw invalidLink();
    const before = (await findUserById(tx, claimed.userId))!;
    await updatePasswordHash(tx, before.id, passwordHash);
    await expireUnusedResetTokens(tx, before.id);
    const revoked = await revokeOtherSessions(tx, before.id, null);
    await publishSessionRevoked(
      tx,
      revoked.map((s) => s.id),
    );
    // Counts as a successful sign-in: whoever holds the mailbox may try again without waiting out the lock.
    await recordLoginAttempt(tx, before.email, undefined, true);
    return { user: before, memberships: await listMemberships(tx, before.id) };
  });

  // The change concerns every tenant of the user; each keeps its own history chain.
  for (const { tenantId } of memberships) {
    await withTenant(deps.db, tenantId, (tx) =>
      recordHistory(
        tx,
        { tenantId, userId: user.id },
        {
          entity: 'user',
          entityId: user.id,
          action: 'password_reset',
          changes: user.mustChangePassword ? { must_change_password: { from: true, to: false } } : null,
        },
      ),
    );
  }
}
