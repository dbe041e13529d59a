import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { bankAllocations, bankTransactions } from '../../db/schema/index.ts';

export interface TransactionFilter {
  bankAccountId?: number;
  statementId?: number;
  status?: string;
}

export const listTransactionRows = (tx: Tx, tenantId: number, filter: TransactionFilter, limit: number) =>
  tx
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.tenantId, tenantId),
        ...(filter.bankAccountId ? [eq(bankTransactions.bankAccountId, filter.bankAccountId)] : []),
        ...(filter.statementId ? [eq(bankTransactions.statementId, filter.statementId)] : []),
        ...(filter.status ? [eq(bankTransactions.status, filter.status)] : []),
      ),
    )
    .orderBy(desc(bankTransactions.bookingDate), asc(bankTransactions.id))
    .limit(limit);

export const findTransactionForUpdate = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .select()
      .from(bankTransactions)
      .where(and(eq(bankTransactions.tenantId, tenantId), eq(bankTransactions.id, id)))
      .for('update')
  )[0];

/** Allocations that stand (not undone) of the given transactions. */
export const listActiveAllocations = (tx: Tx, tenantId: number, transactionIds: number[]) =>
  transactionIds.length
    ? tx
        .select()
        .from(bankAllocations)
        .where(
          and(
            eq(bankAllocations.tenantId, tenantId),
            inArray(bankAllocations.transactionId, transactionIds),
            isNull(bankAllocations.reversedAt),
          ),
        )
        .orderBy(asc(bankAllocations.id))
    : Promise.resolve([]);

export const setTransactionStatus = (tx: Tx, tenantId: number, id: number, status: string) =>
  tx
    .update(bankTransactions)
    .set({ status, version: sql`${bankTransactions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(bankTransactions.tenantId, tenantId), eq(bankTransactions.id, id)));

export const insertAllocation = (tx: Tx, row: typeof bankAllocations.$inferInsert) =>
  tx.insert(bankAllocations).values(row);

export const markAllocationReversed = (tx: Tx, tenantId: number, id: number) =>
  tx
    .update(bankAllocations)
    .set({ reversedAt: new Date() })
    .where(and(eq(bankAllocations.tenantId, tenantId), eq(bankAllocations.id, id)));

export const findTransactionRowsByIds = (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length
    ? tx
        .select()
        .from(bankTransactions)
        .where(and(eq(bankTransactions.tenantId, tenantId), inArray(bankTransactions.id, ids)))
        .orderBy(asc(bankTransactions.bookingDate), asc(bankTransactions.id))
    : Promise.resolve([]);
