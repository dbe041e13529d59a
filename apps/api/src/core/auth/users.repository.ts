import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

export const findUserByEmail = async (tx: Tx, email: string) =>
  (
    await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];

export const findUserById = async (tx: Tx, id: number) =>
  (await tx.select().from(users).where(eq(users.id, id)))[0];

/**
 * Sets a new password hash and clears the pending change. With `expectedHash` only if the
 * password is still the one just verified, so two parallel changes cannot both pass.
 */
export const updatePasswordHash = async (
  tx: Tx,
  userId: number,
  passwordHash: string,
  expectedHash?: string,
) =>
  (
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` })
      .where(and(eq(users.id, userId), expectedHash ? eq(users.passwordHash, expectedHash) : undefined))
      .returning({ id: users.id })
  )[0];

export const updateUserLanguage = (tx: Tx, userId: number, language: 'de' | 'en') =>
  tx.update(users).set({ language }).where(eq(users.id, userId));
