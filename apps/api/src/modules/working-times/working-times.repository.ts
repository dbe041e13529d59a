import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  workingTimeClosings,
  workingTimeRevisions,
  workingTimes,
  type StoredBreak,
} from '../../db/schema/index.ts';

// RLS confines every statement to the transaction's tenant.

/** `timestamp` values come back as "YYYY-MM-DD HH:mm:ss"; the API speaks "YYYY-MM-DDTHH:mm". */
export const toLocal = (stored: string) => stored.replace(' ', 'T').slice(0, 16);

/**
 * Serializes writes of one person's records (overlap check, then insert) across transactions,
 * so two clock-ins at the same moment cannot both pass the check.
 */
export const lockPersonRecords = (tx: Tx, tenantId: number, profileId: number) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`working_times:${tenantId}:${profileId}`}, 0))`,
  );

const live = isNull(workingTimes.deletedAt);

/** Live records of a person starting in [from, to) (local dates `YYYY-MM-DD`). */
export const findRecordsStartingBetween = (tx: Tx, profileId: number, from: string, toExclusive: string) =>
  tx
    .select()
    .from(workingTimes)
    .where(
      and(
        eq(workingTimes.profileId, profileId),
        live,
        gte(workingTimes.startAt, `${from} 00:00`),
        lt(workingTimes.startAt, `${toExclusive} 00:00`),
      ),
    )
    .orderBy(asc(workingTimes.startAt), asc(workingTimes.id));

/** Live records of a person that may overlap [start, end]: started up to 25 h before its end. */
export const findNeighbourRecords = (tx: Tx, profileId: number, start: string, end: string) =>
  tx
    .select()
    .from(workingTimes)
    .where(
      and(
        eq(workingTimes.profileId, profileId),
        live,
        gte(workingTimes.startAt, sql`${start}::timestamp - interval '25 hours'`),
        lte(workingTimes.startAt, sql`${end}::timestamp`),
      ),
    );

export const findFirstRecordStart = async (tx: Tx, profileId: number) =>
  (
    await tx
      .select({ startAt: workingTimes.startAt })
      .from(workingTimes)
      .where(and(eq(workingTimes.profileId, profileId), live))
      .orderBy(asc(workingTimes.startAt))
      .limit(1)
  )[0]?.startAt;

export const findRecordById = async (tx: Tx, id: number) =>
  (await tx.select().from(workingTimes).where(eq(workingTimes.id, id)))[0];

export const findRecordForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(workingTimes).where(eq(workingTimes.id, id)).for('update'))[0];

export const insertRecord = async (
  tx: Tx,
  values: {
    tenantId: number;
    profileId: number;
    startAt: string;
    endAt: string;
    breaks: StoredBreak[];
    source: string;
    createdBy: number | null;
  },
) => (await tx.insert(workingTimes).values(values).returning())[0]!;

export const updateRecordIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: { startAt: string; endAt: string; breaks: StoredBreak[] } | { deletedAt: Date },
) =>
  (
    await tx
      .update(workingTimes)
      .set({ ...values, version: sql`${workingTimes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(workingTimes.id, id), eq(workingTimes.version, version)))
      .returning()
  )[0];

export const insertRevision = (tx: Tx, values: typeof workingTimeRevisions.$inferInsert) =>
  tx.insert(workingTimeRevisions).values(values);

export const findRevisions = (tx: Tx, workingTimeId: number) =>
  tx
    .select()
    .from(workingTimeRevisions)
    .where(eq(workingTimeRevisions.workingTimeId, workingTimeId))
    .orderBy(asc(workingTimeRevisions.changedAt), asc(workingTimeRevisions.id));

/** Ids of records corrected at least once, of the given ones. */
export const findCorrectedIds = async (tx: Tx, ids: readonly number[]) =>
  ids.length === 0
    ? new Set<number>()
    : new Set(
        (
          await tx
            .selectDistinct({ id: workingTimeRevisions.workingTimeId })
            .from(workingTimeRevisions)
            .where(inArray(workingTimeRevisions.workingTimeId, [...ids]))
        ).map((r) => r.id),
      );

/** `month` as its first day `YYYY-MM-01`. */
export const findClosing = async (tx: Tx, profileId: number, monthStart: string) =>
  (
    await tx
      .select()
      .from(workingTimeClosings)
      .where(and(eq(workingTimeClosings.profileId, profileId), eq(workingTimeClosings.month, monthStart)))
  )[0];

/** The person's latest closing before `monthStart`: the balance later months carry forward. */
export const findLatestClosingBefore = async (tx: Tx, profileId: number, monthStart: string) =>
  (
    await tx
      .select()
      .from(workingTimeClosings)
      .where(and(eq(workingTimeClosings.profileId, profileId), lt(workingTimeClosings.month, monthStart)))
      .orderBy(desc(workingTimeClosings.month))
      .limit(1)
  )[0];

/** Undefined when the month was closed in the meantime (unique key). */
export const insertClosing = async (tx: Tx, values: typeof workingTimeClosings.$inferInsert) =>
  (await tx.insert(workingTimeClosings).values(values).onConflictDoNothing().returning())[0];

/**
 * The retention job (§ 16 Abs. 2 ArbZG), on the owner connection across tenants: deletes records
 * that ended more than `years` ago, with their correction history. `kontor.purge` lets the
 * evidence and month-lock triggers pass; the retention trigger still refuses anything younger
 * than two years. Returns the number of records deleted.
 */
export async function purgeWorkingTimesOlderThan(tx: Tx, years: number) {
  const cutoff = sql`(current_date - make_interval(years => ${years}))`;
  await tx.execute(sql`select set_config('kontor.purge', 'on', true)`);
  await tx.execute(
    sql`delete from working_time_revisions r using working_times w
        where r.tenant_id = w.tenant_id and r.working_time_id = w.id and w.end_at < ${cutoff}`,
  );
  const deleted = await tx
    .delete(workingTimes)
    .where(sql`${workingTimes.endAt} < ${cutoff}`)
    .returning({ id: workingTimes.id });
  await tx.execute(sql`select set_config('kontor.purge', '', true)`);
  return deleted.length;
}
