import type { Ledger } from '../chart/ledger.ts';
import { formatCents } from './cents.ts';
import { expandEntryCents } from './expand-entry.ts';
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
  const sums = new Map<string, { debit: bigint; credit: bigint }>();
  for (const entry of entries) {
    if (entry.date < period.from || entry.date > period.to) continue;
    for (const { account, cents } of expandEntryCents(entry, ledger)) {
      const sum = sums.get(account) ?? { debit: 0n, credit: 0n };
      if (cents > 0n) sum.debit += cents;
      else sum.credit -= cents;
      sums.set(account, sum);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .map(([number, { debit, credit }]) => ({
      number,
      name: ledger.find(number)?.name ?? '',
      debit: formatCents(debit),
      credit: formatCents(credit),
      balance: formatCents(debit - credit),
    }));
}
