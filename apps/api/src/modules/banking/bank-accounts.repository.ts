import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { bankAccounts, bankStatements, bankTransactions } from '../../db/schema/index.ts';

export interface BankAccountFigures {
  bookedTotal: string;
  openTransactions: number;
  lastStatementDate: string | null;
}

export const listAccountRows = (tx: Tx, tenantId: number) =>
  tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.tenantId, tenantId), sql`${bankAccounts.archivedAt} is null`))
    .orderBy(asc(bankAccounts.name), asc(bankAccounts.id));

export const findAccountRow = async (tx: Tx, tenantId: number, id: number, forUpdate = false) => {
  const query = tx
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.tenantId, tenantId),
        eq(bankAccounts.id, id),
        sql`${bankAccounts.archivedAt} is null`,
      ),
    );
  return (forUpdate ? await query.for('update') : await query)[0];
};

export const findAccountByIban = async (tx: Tx, tenantId: number, iban: string) =>
  (
    await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.tenantId, tenantId), eq(bankAccounts.iban, iban)))
  )[0];

/** Booked total, open transactions and the last statement date of each account. */
export async function accountFigures(tx: Tx, tenantId: number): Promise<Map<number, BankAccountFigures>> {
  const totals = await tx
    .select({
      accountId: bankTransactions.bankAccountId,
      total: sql<string>`coalesce(sum(${bankTransactions.amount}), 0)::text`,
      open: sql<number>`count(*) filter (where ${bankTransactions.status} = 'open')::int`,
    })
    .from(bankTransactions)
    .where(eq(bankTransactions.tenantId, tenantId))
    .groupBy(bankTransactions.bankAccountId);
  const last = await tx
    .select({
      accountId: bankStatements.bankAccountId,
      toDate: sql<string | null>`max(${bankStatements.toDate})::text`,
    })
    .from(bankStatements)
    .where(eq(bankStatements.tenantId, tenantId))
    .groupBy(bankStatements.bankAccountId);
  const figures = new Map<number, BankAccountFigures>();
  for (const t of totals)
    figures.set(t.accountId, { bookedTotal: t.total, openTransactions: t.open, lastStatementDate: null });
  for (const l of last) {
    const f = figures.get(l.accountId) ?? { bookedTotal: '0', openTransactions: 0, lastStatementDate: null };
    figures.set(l.accountId, { ...f, lastStatementDate: l.toDate });
  }
  return figures;
}

export const countStatements = async (tx: Tx, tenantId: number, accountId: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bankStatements)
      .where(and(eq(bankStatements.tenantId, tenantId), eq(bankStatements.bankAccountId, accountId)))
  )[0]!.n;
