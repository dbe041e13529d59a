import type { JournalEntry } from './journal-entry.ts';

/**
 * Corrections never change a posted entry (GoBD): they book its mirror image — same amount and
 * tax, debit and credit swapped — dated on the correction day, pointing at the entry it cancels.
 */
export function reverseEntries(
  entries: readonly JournalEntry[],
  correction: { date: string; text?: string },
): JournalEntry[] {
  return entries.map((entry) => ({
    ...entry,
    date: correction.date,
    text: (correction.text ?? `Storno ${entry.text}`).slice(0, 60),
    debit: entry.credit,
    credit: entry.debit,
    ...(entry.vatSide && { vatSide: entry.vatSide === 'debit' ? 'credit' : 'debit' }),
    reverses: { date: entry.date, belegfeld1: entry.belegfeld1 },
  }));
}
