import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { workingTimeClocks, type StoredBreak } from '../../db/schema/index.ts';

// The only SQL on working_time_clocks (RLS confines it to the transaction's tenant).

export const findClock = async (tx: Tx, tenantId: number, profileId: number) =>
  (
    await tx
      .select()
      .from(workingTimeClocks)
      .where(and(eq(workingTimeClocks.tenantId, tenantId), eq(workingTimeClocks.profileId, profileId)))
      .for('update')
  )[0];

/** Kommen; undefined when the person is clocked in already (primary key). */
export const insertClock = async (
  tx: Tx,
  values: { tenantId: number; profileId: number; startAt: string; source: string },
) => (await tx.insert(workingTimeClocks).values(values).onConflictDoNothing().returning())[0];

export const updateClockBreaks = async (
  tx: Tx,
  tenantId: number,
  profileId: number,
  values: { breaks: StoredBreak[]; breakStartAt: string | null },
) =>
  (
    await tx
      .update(workingTimeClocks)
      .set(values)
      .where(and(eq(workingTimeClocks.tenantId, tenantId), eq(workingTimeClocks.profileId, profileId)))
      .returning()
  )[0]!;

export const deleteClock = (tx: Tx, tenantId: number, profileId: number) =>
  tx
    .delete(workingTimeClocks)
    .where(and(eq(workingTimeClocks.tenantId, tenantId), eq(workingTimeClocks.profileId, profileId)));
