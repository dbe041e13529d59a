import { expandEntry, type JournalEntry, type JournalSource, type Ledger } from '@kontor/accounting';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { insertEntries, type JournalEntryRow } from './journal.repository.ts';
import { refuseLockedPeriod } from './period-lock.service.ts';

/** The records an entry belongs to: its document, its payment, the entry it reverses. */
export interface EntryLinks {
  documentId: number | null;
  paymentId?: number;
  reversesId?: number;
  incomingInvoiceId?: number;
}

/** The entries of one posting (a document, a payment, an incoming invoice) and what they belong to. */
export interface Posting {
  entries: readonly JournalEntry[];
  links: EntryLinks;
}

/**
 * Stores entries and their movements (what each does to every account) in the caller's transaction;
 * an entry dated in a locked month (Festschreibung) is refused with a German 409.
 */
export const storeEntries = async (
  tx: Tx,
  actor: Actor,
  entries: readonly JournalEntry[],
  ledger: Ledger,
  links: EntryLinks,
): Promise<number[]> => (await storePostings(tx, actor, [{ entries, links }], ledger))[0]!;

/**
 * Stores the entries of many postings at once (bulk booking, e.g. a backfill): the same rows as
 * storing each posting on its own, written by one statement per 2,000 entries instead of two per
 * entry. Lock trigger, constraints and the debit = credit check apply to every row. Returns the
 * new ids per posting.
 */
export async function storePostings(
  tx: Tx,
  actor: Actor,
  postings: readonly Posting[],
  ledger: Ledger,
): Promise<number[][]> {
  const items = postings.flatMap(({ entries, links }) =>
    entries.map((entry) => ({
      entry: {
        tenantId: actor.tenantId,
        entryDate: entry.date,
        belegfeld1: entry.belegfeld1,
        belegfeld2: entry.belegfeld2 ?? null,
        postingText: entry.text,
        debitAccount: entry.debit,
        creditAccount: entry.credit,
        amount: entry.amount,
        vatFunction: entry.vatFunction ?? null,
        vatSide: entry.vatSide ?? null,
        vatKey: entry.vatKey ?? null,
        taxAmount: entry.taxAmount ?? null,
        costCentre: entry.costCentre ?? null,
        projectId: entry.project ? Number(entry.project.id) : null,
        projectNumber: entry.project?.number ?? null,
        serviceDate: entry.serviceDate ?? null,
        sourceType: entry.source.type,
        documentId: links.documentId,
        paymentId: links.paymentId ?? null,
        reversesId: links.reversesId ?? null,
        incomingInvoiceId: links.incomingInvoiceId ?? null,
        createdBy: actor.userId,
      },
      movements: expandEntry(entry, ledger),
    })),
  );
  const ids = items.length === 0 ? [] : await refuseLockedPeriod(() => insertEntries(tx, items));
  let next = 0;
  return postings.map(({ entries }) => entries.map(() => ids[next++]!));
}

/** A stored entry as the posting rules know it (to reverse it). */
export const journalEntryOf = (row: JournalEntryRow, source: JournalSource): JournalEntry => ({
  date: row.entryDate,
  belegfeld1: row.belegfeld1,
  text: row.postingText,
  debit: row.debitAccount,
  credit: row.creditAccount,
  amount: row.amount,
  ...(row.vatFunction && { vatFunction: row.vatFunction as JournalEntry['vatFunction'] }),
  ...(row.vatSide && { vatSide: row.vatSide as 'debit' | 'credit' }),
  ...(row.vatKey && { vatKey: row.vatKey }),
  ...(row.taxAmount && { taxAmount: row.taxAmount }),
  ...(row.costCentre && { costCentre: row.costCentre }),
  ...(row.projectId !== null && { project: { id: String(row.projectId), number: row.projectNumber ?? '' } }),
  source,
});
