import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { loginAttempts } from '../../db/schema/index.ts';

export const recordLoginAttempt = (tx: Tx, email: string, ip: string | undefined, succeeded: boolean) =>
  tx.insert(loginAttempts).values({ email: email.toLowerCase(), ip, succeeded });

/** The password was right after all: the attempt recorded as failed beforehand must not count. */
export const markLoginAttemptSucceeded = (tx: Tx, attemptId: number) =>
  tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));

/**
 * Failures within the window: for the account (from this address, and from all addresses) only
 * those after its last successful sign-in, for the address all of them. Also the time each
 * count's oldest failure was made.
 */
export async function countRecentFailures(tx: Tx, email: string, ip: string | undefined, windowMs: number) {
  const since = new Date(Date.now() - windowMs);
  const [row] = await queryRows<{
    by_email: number;
    oldest_email: Date | null;
    by_email_here: number;
    oldest_email_here: Date | null;
    by_ip: number;
    oldest_ip: Date | null;
  }>(
    tx,
    sql`
    with last_success as (
      select coalesce(max(created_at), '-infinity') as at
      from ${loginAttempts} where email = ${email.toLowerCase()} and succeeded
    ),
    account as (
      select created_at, ip from ${loginAttempts}, last_success
      where email = ${email.toLowerCase()} and not succeeded and created_at > greatest(${since}::timestamptz, last_success.at)
    ),
    account_here as (
      select created_at from account where ip is not distinct from ${ip ?? null}::inet
    ),
    address as (
      select created_at from ${loginAttempts}
      where ${ip ?? null}::inet is not null and ip = ${ip ?? null}::inet and not succeeded and created_at > ${since}::timestamptz
    )
    select (select count(*)::int from account) as by_email,
           (select min(created_at) from account) as oldest_email,
           (select count(*)::int from account_here) as by_email_here,
           (select min(created_at) from account_here) as oldest_email_here,
           (select count(*)::int from address) as by_ip,
           (select min(created_at) from address) as oldest_ip
  `,
  );
  const toDate = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    byEmail: Number(row!.by_email),
    oldestEmail: toDate(row!.oldest_email),
    byEmailHere: Number(row!.by_email_here),
    oldestEmailHere: toDate(row!.oldest_email_here),
    byIp: Number(row!.by_ip),
    oldestIp: toDate(row!.oldest_ip),
  };
}

/** Attempts older than a day are of no use for throttling. */
export const pruneLoginAttempts = (tx: Tx) =>
  tx.execute(sql`delete from ${loginAttempts} where created_at < now() - interval '1 day'`);
