import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { mfaFactors } from '../../db/schema/index.ts';

export type FactorRow = typeof mfaFactors.$inferSelect;

/** Serialises enrolment and removal per user, so the limit and name rule hold under parallel calls. */
export const lockUserFactors = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(7243020, ${userId})`);

export const listUserFactors = (tx: Tx, userId: number) =>
  tx
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(asc(mfaFactors.createdAt), asc(mfaFactors.id));

/** The factor only when it belongs to the user; locked for the rest of the transaction. */
export const findUserFactorForUpdate = async (tx: Tx, userId: number, factorId: string) =>
  (
    await tx
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
      .for('update')
  )[0];

export const insertFactor = async (tx: Tx, values: typeof mfaFactors.$inferInsert) =>
  (await tx.insert(mfaFactors).values(values).returning())[0]!;

/** First verification enrols the factor; a TOTP step is remembered so its code cannot be replayed. */
export const markFactorVerified = async (tx: Tx, factorId: string, lastUsedStep: number | null) =>
  (
    await tx
      .update(mfaFactors)
      .set({ status: 'verified', lastUsedStep, updatedAt: new Date() })
      .where(eq(mfaFactors.id, factorId))
      .returning()
  )[0]!;

export const deleteFactor = (tx: Tx, factorId: string) =>
  tx.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
