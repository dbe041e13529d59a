import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { timeEntries, timeTimers, type TimeEntryRow } from '../../db/schema/index.ts';

// The only SQL on time_entries and time_timers. Every query runs in the tenant's transaction (RLS)
// and names the tenant as well.

export type TimeEntryValues = typeof timeEntries.$inferInsert;

export interface TimeEntryFilter {
  from?: string;
  to?: string;
  /** undefined = every person (approvers). */
  profileId?: number;
  status?: string;
  customerId?: number;
  projectId?: number;
  documentId?: number;
  billable?: boolean;
}

const conditionsOf = (tenantId: number, f: TimeEntryFilter): SQL[] => {
  const c: SQL[] = [eq(timeEntries.tenantId, tenantId)];
  if (f.from) c.push(gte(timeEntries.date, f.from));
  if (f.to) c.push(lte(timeEntries.date, f.to));
  if (f.profileId !== undefined) c.push(eq(timeEntries.profileId, f.profileId));
  if (f.status) c.push(eq(timeEntries.status, f.status));
  if (f.customerId !== undefined) c.push(eq(timeEntries.customerId, f.customerId));
  if (f.projectId !== undefined) c.push(eq(timeEntries.projectId, f.projectId));
  if (f.documentId !== undefined) c.push(eq(timeEntries.documentId, f.documentId));
  if (f.billable !== undefined) c.push(eq(timeEntries.billable, f.billable));
  return c;
};

/** At most `limit` entries in date order (the list and the export). */
export const listEntryRows = (tx: Tx, tenantId: number, filter: TimeEntryFilter, limit: number) =>
  tx
    .select()
    .from(timeEntries)
    .where(and(...conditionsOf(tenantId, filter)))
    .orderBy(asc(timeEntries.date), sql`${timeEntries.startTime} nulls last`, asc(timeEntries.id))
    .limit(limit);

export const findEntryForUpdate = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)))
      .for('update')
  )[0];

export const findEntriesForUpdate = (tx: Tx, tenantId: number, ids: readonly number[]) =>
  tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, [...ids])))
    .orderBy(asc(timeEntries.id))
    .for('update');

/** Approved billable entries not yet invoiced, of a customer (and project), locked. */
export const findBillableForUpdate = (
  tx: Tx,
  tenantId: number,
  customerId: number,
  projectId: number | null,
  to: string | null,
) =>
  tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.customerId, customerId),
        projectId === null ? undefined : eq(timeEntries.projectId, projectId),
        to === null ? undefined : lte(timeEntries.date, to),
        eq(timeEntries.status, 'approved'),
        eq(timeEntries.billable, true),
        isNull(timeEntries.documentId),
      ),
    )
    .orderBy(asc(timeEntries.date), sql`${timeEntries.startTime} nulls last`, asc(timeEntries.id))
    .for('update');

export const insertEntry = async (tx: Tx, values: TimeEntryValues) =>
  (await tx.insert(timeEntries).values(values).returning())[0]!;

export const updateEntryIfVersion = async (
  tx: Tx,
  tenantId: number,
  id: number,
  version: number,
  values: Partial<TimeEntryValues>,
): Promise<TimeEntryRow | undefined> =>
  (
    await tx
      .update(timeEntries)
      .set({ ...values, version: version + 1, updatedAt: sql`now()` })
      .where(
        and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id), eq(timeEntries.version, version)),
      )
      .returning()
  )[0];

export const markApproved = (tx: Tx, tenantId: number, ids: readonly number[], userId: number | null) =>
  tx
    .update(timeEntries)
    .set({
      status: 'approved',
      approvedBy: userId,
      approvedAt: sql`now()`,
      version: sql`${timeEntries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, [...ids])))
    .returning();

export const markInvoiced = (tx: Tx, tenantId: number, ids: readonly number[], documentId: number) =>
  tx
    .update(timeEntries)
    .set({
      status: 'invoiced',
      documentId,
      version: sql`${timeEntries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, [...ids])));

export const deleteEntry = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(timeEntries).where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));

export const findTimer = async (tx: Tx, tenantId: number, profileId: number, lock = false) => {
  const query = tx
    .select()
    .from(timeTimers)
    .where(and(eq(timeTimers.tenantId, tenantId), eq(timeTimers.profileId, profileId)));
  return (await (lock ? query.for('update') : query))[0];
};

/** Starts the timer; undefined when one runs already (primary key). */
export const insertTimer = async (tx: Tx, values: typeof timeTimers.$inferInsert) =>
  (await tx.insert(timeTimers).values(values).onConflictDoNothing().returning())[0];

export const deleteTimer = (tx: Tx, tenantId: number, profileId: number) =>
  tx.delete(timeTimers).where(and(eq(timeTimers.tenantId, tenantId), eq(timeTimers.profileId, profileId)));

/**
 * Sums of a project's time entries for its overview: all, billable, billable and not invoiced,
 * and the billable value (the entry's rate, else the project's hourly rate).
 */
export async function sumProjectTimes(
  tx: Tx,
  tenantId: number,
  projectId: number,
  projectRate: string | null,
) {
  const [row] = await tx
    .select({
      minutes: sql<number>`coalesce(sum(${timeEntries.durationMinutes}), 0)::int`,
      billable: sql<number>`coalesce(sum(${timeEntries.durationMinutes}) filter (where ${timeEntries.billable}), 0)::int`,
      unbilled: sql<number>`coalesce(sum(${timeEntries.durationMinutes}) filter (where ${timeEntries.billable} and ${timeEntries.status} <> 'invoiced'), 0)::int`,
      value: sql<string>`coalesce(sum(round(${timeEntries.durationMinutes} * coalesce(${timeEntries.rate}, ${projectRate}::numeric, 0) / 60, 2)) filter (where ${timeEntries.billable}), 0)`,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.projectId, projectId)));
  return {
    minutes: row?.minutes ?? 0,
    billable_minutes: row?.billable ?? 0,
    unbilled_minutes: row?.unbilled ?? 0,
    value: Number(row?.value ?? 0),
  };
}
/** Entries by id, oldest first (read only, for records that link entries, e.g. tickets). */
export const findEntriesByIds = (tx: Tx, tenantId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, [...ids])))
        .orderBy(asc(timeEntries.date), asc(timeEntries.id));
