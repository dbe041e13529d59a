import { AccountingError } from '../accounting-error.ts';
import { ledgerAccount, type Ledger } from '../chart/ledger.ts';
import { vatFunctions, type Side, type VatFunctionId } from '../chart/vat-functions.ts';
import { taxOf } from '../journal/entry-tax.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';
import { validateEntry } from '../journal/validate-entry.ts';

export type EntryBase = Omit<JournalEntry, 'vatFunction' | 'vatSide' | 'vatKey' | 'taxAmount'>;

/** DATEV's Buchungstext holds 60 characters. */
export const bookingText = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);

/**
 * An entry with its tax case filled in from the ledger: the tax follows from the amount, the
 * BU-Schlüssel is set only when the tax-bearing account is not a DATEV automatic account.
 * Every entry a posting rule returns has passed `validateEntry`.
 */
export function buildEntry(
  ledger: Ledger,
  base: EntryBase,
  vat?: { function: VatFunctionId; side: Side },
): JournalEntry {
  let entry: JournalEntry = { ...base, text: bookingText(base.text) };
  if (vat) {
    const fn = vatFunctions[vat.function];
    const bearer = ledgerAccount(ledger, vat.side === 'debit' ? base.debit : base.credit);
    if (!bearer) throw new AccountingError('Die Steuer muss auf einem Sachkonto stehen.', base.belegfeld1);
    const key = bearer.automatic ? null : fn.datevKey;
    entry = {
      ...entry,
      vatFunction: fn.id,
      vatSide: vat.side,
      ...(key && { vatKey: key }),
      ...(fn.taxMode !== 'none' && { taxAmount: taxOf(base.amount, fn.id) }),
    };
  }
  validateEntry(entry, ledger);
  return entry;
}

/** The tax case an account implies by itself (automatic accounts and tax-free revenue accounts). */
export function accountVatFunction(ledger: Ledger, number: string): VatFunctionId | null {
  return ledgerAccount(ledger, number)?.vatFunction ?? null;
}
