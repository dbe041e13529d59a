import type { StatementImportResult } from '@kontor/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { bankImportJobs } from '../../db/schema/index.ts';

export type BankImportJobRow = typeof bankImportJobs.$inferSelect;

export const insertBankImportJob = async (tx: Tx, row: typeof bankImportJobs.$inferInsert) =>
  (await tx.insert(bankImportJobs).values(row).returning())[0]!;

/** One import job of the tenant in the transaction (RLS: another tenant's id finds nothing). */
export const findBankImportJob = async (tx: Tx, id: number) =>
  (await tx.select().from(bankImportJobs).where(eq(bankImportJobs.id, id)))[0];

/** Moves a queued import to running; false when another run took it already (redelivered job). */
export const claimBankImportJob = async (tx: Tx, id: number) =>
  (
    await tx
      .update(bankImportJobs)
      .set({ status: 'running', done: 0 })
      .where(and(eq(bankImportJobs.id, id), eq(bankImportJobs.status, 'queued')))
      .returning({ id: bankImportJobs.id })
  ).length === 1;

export const setBankImportProgress = (tx: Tx, id: number, done: number, total: number) =>
  tx
    .update(bankImportJobs)
    .set({ done, total })
    .where(and(eq(bankImportJobs.id, id), eq(bankImportJobs.status, 'running')));

export const finishBankImportJob = (tx: Tx, id: number, result: StatementImportResult, total: number) =>
  tx
    .update(bankImportJobs)
    .set({ status: 'done', done: total, total, result, finishedAt: new Date() })
    .where(eq(bankImportJobs.id, id));

export const failBankImportJob = (tx: Tx, id: number, error: string) =>
  tx
    .update(bankImportJobs)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(bankImportJobs.id, id));
