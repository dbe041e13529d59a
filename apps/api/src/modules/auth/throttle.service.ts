import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { tooManyRequests } from '../../core/http/errors.ts';
import { countRecentFailures } from '../../core/auth/throttle.repository.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Guessing one account's password from one address. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/**
 * Guessing one account's password from many addresses. Far above what one address can reach
 * (it stops at 5), so a flood from one address never locks the owner out elsewhere.
 */
export const MAX_FAILURES_PER_ACCOUNT = 50;
export const MAX_FAILURES_PER_ADDRESS = 20;

const secondsUntilFree = (oldest: Date | null) =>
  Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + THROTTLE_WINDOW_MS - Date.now()) / 1000));

/**
 * Refuses a sign-in after, within 15 minutes, 5 failures for the account from this address,
 * 50 for the account from all addresses, or 20 from this address for any accounts.
 * Advisory locks make check-and-count atomic, so parallel guesses cannot slip past the limit.
 */
export async function assertLoginAllowed(tx: Tx, email: string, ip: string | undefined) {
  await tx.execute(sql`select pg_advisory_xact_lock(7243010, hashtext(${email.toLowerCase()}))`);
  if (ip) await tx.execute(sql`select pg_advisory_xact_lock(7243011, hashtext(${ip}))`);
  const failures = await countRecentFailures(tx, email, ip, THROTTLE_WINDOW_MS);
  const blockedFor = Math.max(
    failures.byEmailHere >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS
      ? secondsUntilFree(failures.oldestEmailHere)
      : 0,
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
