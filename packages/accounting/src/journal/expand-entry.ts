import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';
import type { Ledger } from '../chart/ledger.ts';
import { vatFunctions, type Side } from '../chart/vat-functions.ts';
import type { JournalEntry, Movement } from './journal-entry.ts';

const other = (side: Side): Side => (side === 'debit' ? 'credit' : 'debit');

function move(account: string, side: Side, amount: Big): Movement {
  const value = roundMoney(amount);
  return side === 'debit'
    ? { account, debit: value, credit: '0.00' }
    : { account, debit: '0.00', credit: value };
}

/**
 * What an entry does to each account, the way DATEV books it: the personal/bank side takes the
 * full amount; with included tax the tax-bearing account takes the net and the tax account the
 * tax on the same side; with reverse charge the net stays whole and input and output tax are
 * added on opposite sides. Debit and credit of the movements are always equal.
 */
export function expandEntry(entry: JournalEntry, ledger: Ledger): Movement[] {
  const amount = new Big(entry.amount);
  if (!entry.vatFunction || !entry.vatSide) {
    return [move(entry.debit, 'debit', amount), move(entry.credit, 'credit', amount)];
  }
  const fn = vatFunctions[entry.vatFunction];
  const side = entry.vatSide;
  const bearer = side === 'debit' ? entry.debit : entry.credit;
  const counter = side === 'debit' ? entry.credit : entry.debit;
  const tax = new Big(entry.taxAmount ?? 0);
  const movements = [move(counter, other(side), amount)];
  if (fn.taxMode === 'included' && tax.gt(0)) {
    movements.push(move(bearer, side, amount.minus(tax)), move(ledger.accountFor(fn.taxAccount!), side, tax));
  } else if (fn.taxMode === 'reverseCharge' && tax.gt(0)) {
    movements.push(
      move(bearer, side, amount),
      move(ledger.accountFor(fn.taxAccount!), side, tax),
      move(ledger.accountFor(fn.counterTaxAccount!), other(side), tax),
    );
  } else {
    movements.push(move(bearer, side, amount));
  }
  return movements;
}
