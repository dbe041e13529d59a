import type { BankStatement, ZBankStatementDetail, ZBankStatementListQuery } from '@kontor/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/history/record-history.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { bankAccounts, bankStatements, type BankStatementRow } from '../../db/schema/index.ts';
import { listBankTransactions } from './bank-transactions.service.ts';

const toStatement = (row: BankStatementRow, accountName: string): BankStatement => ({
  id: row.id,
  bank_account_id: row.bankAccountId,
  bank_account_name: accountName,
  format: row.format,
  file_name: row.fileName,
  bank_reference: row.bankReference,
  sequence: row.sequence,
  from_date: row.fromDate,
  to_date: row.toDate,
  opening_balance: row.openingBalance,
  closing_balance: row.closingBalance,
  currency: row.currency,
  entry_count: row.entryCount,
  imported_count: row.importedCount,
  duplicate_count: row.duplicateCount,
  warnings: row.warnings,
  created_at: row.createdAt.toISOString(),
});

const selectStatements = (tx: Tx) =>
  tx
    .select({ statement: bankStatements, accountName: bankAccounts.name })
    .from(bankStatements)
    .innerJoin(
      bankAccounts,
      and(
        eq(bankAccounts.tenantId, bankStatements.tenantId),
        eq(bankAccounts.id, bankStatements.bankAccountId),
      ),
    );

export async function listBankStatements(
  tx: Tx,
  actor: Actor,
  query: z.output<typeof ZBankStatementListQuery>,
): Promise<BankStatement[]> {
  const rows = await selectStatements(tx)
    .where(
      and(
        eq(bankStatements.tenantId, actor.tenantId),
        ...(query.bank_account_id ? [eq(bankStatements.bankAccountId, query.bank_account_id)] : []),
      ),
    )
    .orderBy(desc(bankStatements.toDate), desc(bankStatements.id))
    .limit(500);
  return rows.map((r) => toStatement(r.statement, r.accountName));
}

export async function getBankStatement(
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<z.input<typeof ZBankStatementDetail>> {
  const [row] = await selectStatements(tx).where(
    and(eq(bankStatements.tenantId, actor.tenantId), eq(bankStatements.id, id)),
  );
  if (!row) throw notFound('Der Kontoauszug wurde nicht gefunden.');
  const { items: transactions } = await listBankTransactions(tx, actor, { statement_id: id });
  return { ...toStatement(row.statement, row.accountName), transactions };
}
