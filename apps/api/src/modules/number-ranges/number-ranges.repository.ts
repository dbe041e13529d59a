import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { numberRanges } from '../../db/schema/index.ts';

export type NumberRangeRow = typeof numberRanges.$inferSelect;

/** Creates the tenant's row for `key` with its defaults if it does not exist yet (first use). */
export const insertNumberRangeIfMissing = (tx: Tx, row: typeof numberRanges.$inferInsert) =>
  tx.insert(numberRanges).values(row).onConflictDoNothing();

export const findNumberRange = async (tx: Tx, key: string) =>
  (await tx.select().from(numberRanges).where(eq(numberRanges.key, key)))[0];

/** Row lock: a second allocation of the same key waits until this transaction ends. */
export const findNumberRangeForUpdate = async (tx: Tx, key: string) =>
  (await tx.select().from(numberRanges).where(eq(numberRanges.key, key)).for('update'))[0];

export const listNumberRangeRows = (tx: Tx) => tx.select().from(numberRanges);

/** The first row of `key`, written by a user's save; undefined when a parallel save was first. */
export const insertNumberRange = async (tx: Tx, row: typeof numberRanges.$inferInsert) =>
  (await tx.insert(numberRanges).values(row).onConflictDoNothing().returning())[0];

export const storeCounter = (tx: Tx, key: string, nextCounter: number, counterYear: number) =>
  tx
    .update(numberRanges)
    .set({ nextCounter, counterYear, updatedAt: new Date() })
    .where(eq(numberRanges.key, key));

export const updateNumberRangeIfVersion = async (
  tx: Tx,
  key: string,
  version: number,
  values: { pattern: string; nextCounter: number; resetYearly: boolean; counterYear: number },
) =>
  (
    await tx
      .update(numberRanges)
      .set({ ...values, version: sql`${numberRanges.version} + 1`, updatedAt: new Date() })
      .where(and(eq(numberRanges.key, key), eq(numberRanges.version, version)))
      .returning()
  )[0];
