import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { bankStatements, bankTransactions } from '../../db/schema/index.ts';

/** Keys of the account already stored among the given ones. */
export async function findKnownKeys(
  tx: Tx,
  tenantId: number,
  accountId: number,
  contentKeys: string[],
  referenceKeys: string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  const chunk = 1000;
  for (let i = 0; i < Math.max(contentKeys.length, referenceKeys.length); i += chunk) {
    const contents = contentKeys.slice(i, i + chunk);
    const references = referenceKeys.slice(i, i + chunk);
    const conditions = [
      ...(contents.length ? [inArray(bankTransactions.contentKey, contents)] : []),
      ...(references.length ? [inArray(bankTransactions.referenceKey, references)] : []),
    ];
    if (!conditions.length) continue;
    const rows = await tx
      .select({ contentKey: bankTransactions.contentKey, referenceKey: bankTransactions.referenceKey })
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.tenantId, tenantId),
          eq(bankTransactions.bankAccountId, accountId),
          or(...conditions),
        ),
      );
    for (const row of rows) {
      known.add(row.contentKey);
      if (row.referenceKey) known.add(row.referenceKey);
    }
  }
  return known;
}

/** The same statement imported before (same bank id and period), to reuse instead of repeating it. */
export const findSameStatement = async (
  tx: Tx,
  tenantId: number,
  accountId: number,
  key: {
    bankReference: string | null;
    fromDate: string | null;
    toDate: string | null;
    closingBalance: string | null;
  },
) =>
  (
    await tx
      .select()
      .from(bankStatements)
      .where(
        and(
          eq(bankStatements.tenantId, tenantId),
          eq(bankStatements.bankAccountId, accountId),
          sql`${bankStatements.bankReference} is not distinct from ${key.bankReference}`,
          sql`${bankStatements.fromDate} is not distinct from ${key.fromDate}::date`,
          sql`${bankStatements.toDate} is not distinct from ${key.toDate}::date`,
          sql`${bankStatements.closingBalance} is not distinct from ${key.closingBalance}::numeric`,
        ),
      )
      .limit(1)
  )[0];

/** The latest earlier statement of the account that states a closing balance (balance chain). */
export const findPreviousStatement = async (tx: Tx, tenantId: number, accountId: number, before: string) =>
  (
    await tx
      .select()
      .from(bankStatements)
      .where(
        and(
          eq(bankStatements.tenantId, tenantId),
          eq(bankStatements.bankAccountId, accountId),
          lte(bankStatements.toDate, before),
          sql`${bankStatements.closingBalance} is not null`,
        ),
      )
      .orderBy(desc(bankStatements.toDate), desc(bankStatements.id))
      .limit(1)
  )[0];
