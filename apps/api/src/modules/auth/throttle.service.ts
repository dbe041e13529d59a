import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { tooManyRequests } from '../../core/http/errors.ts';
import { countRecentFailures } from '../../core/auth/throttle.repository.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const secondsUntilFree = (oldest: Date | null) =>
  Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + THROTTLE_WINDOW_MS - Date.now()) / 1000));

/**
 * Refuses a sign-in after 5 failures for the account or 20 from the address within 15 minutes.
 * Advisory locks make check-and-count atomic, so parallel guesses cannot slip past the limit.
 */
export async function assertLoginAllowed(tx: Tx, email: string, ip: string | undefined) {
  await tx.execute(sql`select pg_advisory_xact_lock(7243010, hashtext(${email.toLowerCase()}))`);
  if (ip) await tx.execute(sql`select pg_advisory_xact_lock(7243011, hashtext(${ip}))`);
  const failures = await countRecentFailures(tx, email, ip, THROTTLE_WINDOW_MS);
  const blockedFor = Math.max(
    failures.byEmail >= MAX_FAILURES_PER_ACCOUNT ? secondsUntilFree(failures.oldestEmail) : 0,
    failures.byIp >= MAX_FAILURES_PER_ADDRESS ? secondsUntilFree(failures.oldestIp) : 0,
  );
  if (blockedFor > 0) {
    const minutes = Math.ceil(blockedFor / 60);
    throw tooManyRequests(
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      blockedFor,
    );
  }
}
