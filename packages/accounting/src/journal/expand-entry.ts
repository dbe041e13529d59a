import type { Ledger } from '../chart/ledger.ts';
import { vatFunctions, type Side } from '../chart/vat-functions.ts';
import { formatCents, toCents } from './cents.ts';
import type { JournalEntry, Movement } from './journal-entry.ts';

const other = (side: Side): Side => (side === 'debit' ? 'credit' : 'debit');

/** A movement in cents: positive = debit, negative = credit. */
export interface CentMovement {
  account: string;
  cents: bigint;
}

const signed = (side: Side, cents: bigint) => (side === 'debit' ? cents : -cents);

/**
 * What an entry does to each account, the way DATEV books it: the personal/bank side takes the
 * full amount; with included tax the tax-bearing account takes the net and the tax account the
 * tax on the same side; with reverse charge the net stays whole and input and output tax are
 * added on opposite sides. The movements always add up to zero.
 */
export function expandEntryCents(entry: JournalEntry, ledger: Ledger): CentMovement[] {
  const amount = toCents(entry.amount);
  if (!entry.vatFunction || !entry.vatSide) {
    return [
      { account: entry.debit, cents: amount },
      { account: entry.credit, cents: -amount },
    ];
  }
  const fn = vatFunctions[entry.vatFunction];
  const side = entry.vatSide;
  const bearer = side === 'debit' ? entry.debit : entry.credit;
  const counter = side === 'debit' ? entry.credit : entry.debit;
  const tax = entry.taxAmount ? toCents(entry.taxAmount) : 0n;
  const movements = [{ account: counter, cents: signed(other(side), amount) }];
  if (fn.taxMode === 'included' && tax !== 0n) {
    movements.push(
      { account: bearer, cents: signed(side, amount - tax) },
      { account: ledger.accountFor(fn.taxAccount!), cents: signed(side, tax) },
    );
  } else if (fn.taxMode === 'reverseCharge' && tax !== 0n) {
    movements.push(
      { account: bearer, cents: signed(side, amount) },
      { account: ledger.accountFor(fn.taxAccount!), cents: signed(side, tax) },
      { account: ledger.accountFor(fn.counterTaxAccount!), cents: signed(other(side), tax) },
    );
  } else {
    movements.push({ account: bearer, cents: signed(side, amount) });
  }
  return movements;
}

/** `expandEntryCents` as debit/credit decimal strings, for display and tests. */
export function expandEntry(entry: JournalEntry, ledger: Ledger): Movement[] {
  return expandEntryCents(entry, ledger).map(({ account, cents }) => ({
    account,
    debit: cents > 0n ? formatCents(cents) : '0.00',
    credit: cents < 0n ? formatCents(-cents) : '0.00',
  }));
}
