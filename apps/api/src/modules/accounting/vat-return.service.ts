import { computeVatReturn, type JournalEntry, type JournalSourceType } from '@kontor/accounting';
import type { AccountingPeriod, VatReturn } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findEntriesInPeriod, type JournalEntryRow } from './journal.repository.ts';
import { loadTenantLedger } from './tenant-ledger.ts';

/** A stored entry back in the shape of @kontor/accounting (optional fields left out when empty). */
export function toJournalEntry(row: JournalEntryRow): JournalEntry {
  return {
    date: row.entryDate,
    belegfeld1: row.belegfeld1,
    ...(row.belegfeld2 !== null && { belegfeld2: row.belegfeld2 }),
    text: row.postingText,
    debit: row.debitAccount,
    credit: row.creditAccount,
    amount: row.amount,
    ...(row.vatFunction !== null && { vatFunction: row.vatFunction as JournalEntry['vatFunction'] }),
    ...(row.vatSide !== null && { vatSide: row.vatSide as JournalEntry['vatSide'] }),
    ...(row.vatKey !== null && { vatKey: row.vatKey }),
    ...(row.taxAmount !== null && { taxAmount: row.taxAmount }),
    ...(row.costCentre !== null && { costCentre: row.costCentre }),
    ...(row.serviceDate !== null && { serviceDate: row.serviceDate }),
    source: { type: row.sourceType as JournalSourceType, id: String(row.documentId ?? row.id) },
  };
}

/** The Umsatzsteuer-Voranmeldung of the period from the stored journal (rules of @kontor/accounting). */
export async function getVatReturn(tx: Tx, period: AccountingPeriod): Promise<VatReturn> {
  const ledger = await loadTenantLedger(tx);
  const rows = await findEntriesInPeriod(tx, period.from, period.to);
  const ids = new Map<JournalEntry, number>();
  const entries = rows.map((row) => {
    const entry = toJournalEntry(row);
    ids.set(entry, row.id);
    return entry;
  });
  const result = computeVatReturn(entries, ledger, period);
  const entryIds = Object.fromEntries(
    Object.entries(result.entries).map(([kz, list]) => [kz, list.map((e) => ids.get(e)!)]),
  );
  return { fields: result.fields, entry_ids: entryIds };
}
