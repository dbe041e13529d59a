import { and, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

/** Serialises reset requests of one user, so the per-account limit holds under parallel requests. */
export const lockResetTokensOfUser = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(7243012, ${userId})`);

export async function countResetTokensSince(tx: Tx, userId: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)));
  return row!.n;
}

export const insertResetToken = (tx: Tx, values: { userId: number; tokenHash: string; expiresAt: Date }) =>
  tx.insert(passwordResetTokens).values(values);

/** Ends the user's open links; the rows stay so the per-account limit can still count them. */
export const expireUnusedResetTokens = (tx: Tx, userId: number) =>
  tx
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );

/** Links a day old are of no use, not even for the limit. */
export const pruneResetTokensOfUser = (tx: Tx, userId: number) =>
  tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        lt(passwordResetTokens.createdAt, sql`now() - interval '1 day'`),
      ),
    );

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export const findUsableResetToken = async (tx: Tx, tokenHash: string) =>
  (
    await tx.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable(tokenHash))
  )[0];

/** Marks the link used if it still can be; one conditional update, so two parallel uses cannot both win. */
export const claimResetToken = async (tx: Tx, tokenHash: string) =>
  (
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable(tokenHash))
      .returning({ userId: passwordResetTokens.userId })
  )[0];
