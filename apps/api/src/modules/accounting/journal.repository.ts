import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { journalEntries, journalMovements } from '../../db/schema/index.ts';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type NewJournalEntry = Omit<typeof journalEntries.$inferInsert, 'id' | 'createdAt'>;
export type NewMovement = { account: string; debit: string; credit: string };

/** Inserts one entry with its movements; the deferred trigger checks at commit that they balance. */
export async function insertEntry(tx: Tx, entry: NewJournalEntry, movements: readonly NewMovement[]) {
  const [row] = await tx.insert(journalEntries).values(entry).returning({ id: journalEntries.id });
  await tx.insert(journalMovements).values(
    movements.map((m, index) => ({
      tenantId: entry.tenantId,
      entryId: row!.id,
      line: index + 1,
      account: m.account,
      entryDate: entry.entryDate,
      debit: m.debit,
      credit: m.credit,
    })),
  );
  return row!.id;
}

/** Entries dated in [from, to], in booking order. */
export const findEntriesInPeriod = (tx: Tx, from: string, to: string) =>
  tx
    .select()
    .from(journalEntries)
    .where(and(gte(journalEntries.entryDate, from), lte(journalEntries.entryDate, to)))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id));

/** Debit and credit totals per account for the period (the Summen- und Saldenliste). */
export const sumMovementsByAccount = (tx: Tx, from: string, to: string) =>
  tx
    .select({
      account: journalMovements.account,
      debit: sql<string>`sum(${journalMovements.debit})::text`,
      credit: sql<string>`sum(${journalMovements.credit})::text`,
    })
    .from(journalMovements)
    .where(and(gte(journalMovements.entryDate, from), lte(journalMovements.entryDate, to)))
    .groupBy(journalMovements.account);

/** Debit minus credit of one account before `from` (the opening balance of an account page). */
export const balanceBefore = async (tx: Tx, account: string, from: string) =>
  (
    await tx
      .select({
        balance: sql<string>`coalesce(sum(${journalMovements.debit} - ${journalMovements.credit}), 0)::text`,
      })
      .from(journalMovements)
      .where(and(eq(journalMovements.account, account), lt(journalMovements.entryDate, from)))
  )[0]!.balance;

/** The movements of one account in the period with their entry, in booking order. */
export const findAccountMovements = (tx: Tx, account: string, from: string, to: string) =>
  tx
    .select({
      entryId: journalEntries.id,
      date: journalEntries.entryDate,
      belegfeld1: journalEntries.belegfeld1,
      text: journalEntries.postingText,
      debitAccount: journalEntries.debitAccount,
      creditAccount: journalEntries.creditAccount,
      sourceType: journalEntries.sourceType,
      documentId: journalEntries.documentId,
      debit: journalMovements.debit,
      credit: journalMovements.credit,
    })
    .from(journalMovements)
    .innerJoin(
      journalEntries,
      and(
        eq(journalEntries.tenantId, journalMovements.tenantId),
        eq(journalEntries.id, journalMovements.entryId),
      ),
    )
    .where(
      and(
        eq(journalMovements.account, account),
        gte(journalMovements.entryDate, from),
        lte(journalMovements.entryDate, to),
      ),
    )
    .orderBy(asc(journalMovements.entryDate), asc(journalMovements.entryId), asc(journalMovements.line));

/** The entries of a payment not yet reversed (a removed payment reverses exactly these). */
export const findActiveEntriesOfPayment = (tx: Tx, paymentId: number) =>
  tx
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.paymentId, paymentId),
        isNull(journalEntries.reversesId),
        sql`not exists (select 1 from journal_entries r where r.tenant_id = ${journalEntries.tenantId} and r.reverses_id = ${journalEntries.id})`,
      ),
    )
    .orderBy(asc(journalEntries.id));

/** Entries dated in [from, to] that no DATEV export has carried yet, in booking order. */
export const findUnexportedEntriesInPeriod = (tx: Tx, from: string, to: string) =>
  tx
    .select()
    .from(journalEntries)
    .where(
      and(
        gte(journalEntries.entryDate, from),
        lte(journalEntries.entryDate, to),
        sql`not exists (select 1 from datev_export_entries x where x.tenant_id = ${journalEntries.tenantId} and x.entry_id = ${journalEntries.id})`,
      ),
    )
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id));

/** One entry by id, or undefined. */
export const findEntryById = async (tx: Tx, id: number) =>
  (await tx.select().from(journalEntries).where(eq(journalEntries.id, id)))[0];

/** Whether an entry has been reversed already. */
export const isEntryReversed = async (tx: Tx, id: number) =>
  (await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.reversesId, id)))
    .length > 0;
