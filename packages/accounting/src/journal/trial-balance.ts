import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';
import type { Ledger } from '../chart/ledger.ts';
import { expandEntry } from './expand-entry.ts';
import type { JournalEntry } from './journal-entry.ts';

export interface TrialBalanceRow {
  number: string;
  name: string;
  debit: string;
  credit: string;
  /** Debit minus credit: positive = debit balance (Soll-Saldo), negative = credit balance. */
  balance: string;
}

/**
 * Summen- und Saldenliste: debit and credit totals and the balance of every account touched by
 * the entries dated within [from, to] (ISO dates, both inclusive), ordered by account number.
 */
export function trialBalance(
  entries: readonly JournalEntry[],
  ledger: Ledger,
  period: { from: string; to: string },
): TrialBalanceRow[] {
  const sums = new Map<string, { debit: Big; credit: Big }>();
  for (const entry of entries) {
    if (entry.date < period.from || entry.date > period.to) continue;
    for (const m of expandEntry(entry, ledger)) {
      const sum = sums.get(m.account) ?? { debit: new Big(0), credit: new Big(0) };
      sum.debit = sum.debit.plus(m.debit);
      sum.credit = sum.credit.plus(m.credit);
      sums.set(m.account, sum);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .map(([number, { debit, credit }]) => ({
      number,
      name: ledger.find(number)?.name ?? '',
      debit: roundMoney(debit),
      credit: roundMoney(credit),
      balance: roundMoney(debit.minus(credit)),
    }));
}
