import { expandEntry, type JournalEntry, type JournalSource, type Ledger } from '@kontor/accounting';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { insertEntry, type JournalEntryRow } from './journal.repository.ts';
import { refuseLockedPeriod } from './period-lock.service.ts';

/** The records an entry belongs to: its document, its payment, the entry it reverses. */
export interface EntryLinks {
  documentId: number | null;
  paymentId?: number;
  reversesId?: number;
  incomingInvoiceId?: number;
}

/**
 * Stores entries and their movements (what each does to every account) in the caller's transaction;
 * an entry dated in a locked month (Festschreibung) is refused with a German 409.
 */
export async function storeEntries(
  tx: Tx,
  actor: Actor,
  entries: readonly JournalEntry[],
  ledger: Ledger,
  links: EntryLinks,
): Promise<number[]> {
  const ids: number[] = [];
  for (const entry of entries) {
    const id = await refuseLockedPeriod(() =>
      insertEntry(
        tx,
        {
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
          serviceDate: entry.serviceDate ?? null,
          sourceType: entry.source.type,
          documentId: links.documentId,
          paymentId: links.paymentId ?? null,
          reversesId: links.reversesId ?? null,
          incomingInvoiceId: links.incomingInvoiceId ?? null,
          createdBy: actor.userId,
        },
        expandEntry(entry, ledger),
      ),
    );
    ids.push(id);
  }
  return ids;
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
  source,
});
