import type { AccountingLock } from '@kontor/contracts';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/history/record-history.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { pgErrorCode, pgErrorMessage } from '../../db/pg-error.ts';
import { periodLocks, users } from '../../db/schema/index.ts';

/** SQLSTATE of the trigger that refuses entries in a locked month (migration 0014). */
export const PERIOD_LOCKED_SQLSTATE = 'KT004';

/** Runs `work`; an entry refused for a locked month becomes a German 409 instead of a 500. */
export async function refuseLockedPeriod<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PERIOD_LOCKED_SQLSTATE)
      throw conflict(
        pgErrorMessage(error, PERIOD_LOCKED_SQLSTATE) ??
          'Der Zeitraum ist festgeschrieben; es kann nicht mehr gebucht werden.',
      );
    throw error;
  }
}

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

const germanMonth = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

export async function getAccountingLock(tx: Tx): Promise<AccountingLock> {
  const [row] = await tx
    .select({ lock: periodLocks, name: users.name })
    .from(periodLocks)
    .leftJoin(users, eq(users.id, periodLocks.lockedBy));
  return {
    locked_until: row?.lock.lockedUntil ?? null,
    locked_at: row?.lock.lockedAt.toISOString() ?? null,
    locked_by: row?.name ?? null,
  };
}

/** The last day locked, or null (for the DATEV header's Festschreibung flag). */
export const lockedUntil = async (tx: Tx) =>
  (await tx.select({ until: periodLocks.lockedUntil }).from(periodLocks))[0]?.until ?? null;

/**
 * Festschreibung up to the end of `month`: from then on the database refuses entries dated in the
 * locked months. Only finished months can be locked, and a lock never moves back.
 */
export async function lockAccountingPeriod(
  tx: Tx,
  actor: Actor,
  month: string,
  today: string,
): Promise<AccountingLock> {
  const until = lastDayOf(month);
  if (until >= `${today.slice(0, 7)}-01`)
    throw badRequest('Festgeschrieben werden können nur abgelaufene Monate.', {
      month: 'Festgeschrieben werden können nur abgelaufene Monate.',
    });
  const current = await lockedUntil(tx);
  if (current && until <= current)
    throw conflict(`Die Buchhaltung ist bereits bis ${germanMonth(current)} festgeschrieben.`);
  const values = { lockedUntil: until, lockedBy: actor.userId, lockedAt: new Date() };
  await tx
    .insert(periodLocks)
    .values({ tenantId: actor.tenantId, ...values })
    .onConflictDoUpdate({ target: periodLocks.tenantId, set: values });
  await recordHistory(tx, actor, {
    entity: 'accounting',
    entityId: actor.tenantId,
    action: 'periodLocked',
    changes: { locked_until: { from: current, to: until } },
    note: `Buchhaltung bis ${germanMonth(until)} festgeschrieben`,
  });
  return getAccountingLock(tx);
}
