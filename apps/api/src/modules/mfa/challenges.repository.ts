import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { mfaChallenges } from '../../db/schema/index.ts';

export const insertChallenge = (tx: Tx, values: typeof mfaChallenges.$inferInsert) =>
  tx.insert(mfaChallenges).values(values);

export const findChallengeForUpdate = async (tx: Tx, challengeId: string) =>
  (await tx.select().from(mfaChallenges).where(eq(mfaChallenges.id, challengeId)).for('update'))[0];

/** Counts one more wrong code; returns the new count. */
export const addFailedAttempt = async (tx: Tx, challengeId: string) =>
  (
    await tx
      .update(mfaChallenges)
      .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
      .where(eq(mfaChallenges.id, challengeId))
      .returning({ failedAttempts: mfaChallenges.failedAttempts })
  )[0]!.failedAttempts;

export const markChallengeVerified = (tx: Tx, challengeId: string) =>
  tx.update(mfaChallenges).set({ verifiedAt: new Date() }).where(eq(mfaChallenges.id, challengeId));

/** Challenges opened for the factor and wrong codes entered since `since`. */
export async function countRecentChallengeActivity(tx: Tx, factorId: string, since: Date) {
  const [row] = await queryRows<{ challenges: number; failures: number; oldest: Date | string | null }>(
    tx,
    sql`select count(*)::int as challenges,
               coalesce(sum(${mfaChallenges.failedAttempts}), 0)::int as failures,
               min(${mfaChallenges.createdAt}) as oldest
        from ${mfaChallenges}
        where ${mfaChallenges.factorId} = ${factorId} and ${mfaChallenges.createdAt} > ${since}::timestamptz`,
  );
  return {
    challenges: Number(row!.challenges),
    failures: Number(row!.failures),
    oldest: row!.oldest === null ? null : new Date(row!.oldest),
  };
}

/** Challenges older than a day are of no use, not even for throttling. */
export const pruneOldChallenges = (tx: Tx, factorId: string, before: Date) =>
  tx
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.factorId, factorId), lt(mfaChallenges.createdAt, before)));
