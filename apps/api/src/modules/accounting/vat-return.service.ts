import { computeVatReturn, type JournalEntry, type JournalSourceType } from '@kontor/accounting';
import type { AccountingPeriod, VatReturn, VatReturnEntry } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findEntriesInPeriod, type JournalEntryRow, type StoredEntry } from './journal.repository.ts';
import { loadTenantLedger } from './tenant-ledger.ts';

/** A stored entry back in the shape of @kontor/accounting (optional fields left out when empty). */
export function toJournalEntry(row: StoredEntry): JournalEntry {
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
    ...(row.projectId !== null && {
      project: { id: String(row.projectId), number: row.projectNumber ?? '' },
    }),
    ...(row.serviceDate !== null && { serviceDate: row.serviceDate }),
    source: { type: row.sourceType as JournalSourceType, id: String(row.documentId ?? row.id) },
  };
}

async function computeStoredVatReturn(tx: Tx, period: AccountingPeriod) {
  const ledger = await loadTenantLedger(tx);
  const rows = await findEntriesInPeriod(tx, period.from, period.to);
  const rowOf = new Map<JournalEntry, JournalEntryRow>();
  const entries = rows.map((row) => {
    const entry = toJournalEntry(row);
    rowOf.set(entry, row);
    return entry;
  });
  const result = computeVatReturn(entries, ledger, period);
  const rowsByKennzahl = Object.fromEntries(
    Object.entries(result.entries).map(([kz, list]) => [kz, list.map((e) => rowOf.get(e)!)]),
  );
  return { fields: result.fields, rowsByKennzahl };
}

/** The Umsatzsteuer-Voranmeldung of the period from the stored journal (rules of @kontor/accounting). */
export async function getVatReturn(tx: Tx, period: AccountingPeriod): Promise<VatReturn> {
  const { fields, rowsByKennzahl } = await computeStoredVatReturn(tx, period);
  const entryIds = Object.fromEntries(
    Object.entries(rowsByKennzahl).map(([kz, rows]) => [kz, rows.map((row) => row.id)]),
  );
  return { fields, entry_ids: entryIds };
}

/**
 * Drill-down: the entries behind one Kennzahl, as the return counted them. Kz 83 is the result of
 * the others and has no entries of its own; neither has a Kennzahl nothing was booked on.
 */
export async function getVatReturnEntries(tx: Tx, kennzahl: string, period: AccountingPeriod) {
  const { rowsByKennzahl } = await computeStoredVatReturn(tx, period);
  const items: VatReturnEntry[] = (rowsByKennzahl[kennzahl] ?? []).map((row) => ({
    entry_id: row.id,
    date: row.entryDate,
    belegfeld1: row.belegfeld1,
    text: row.postingText,
    debit_account: row.debitAccount,
    credit_account: row.creditAccount,
    amount: row.amount,
    tax_amount: row.taxAmount,
    source: row.documentId === null ? null : { type: 'document' as const, id: row.documentId },
  }));
  return { kennzahl, items };
}
