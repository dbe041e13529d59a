import type { Allocation, MatchableTransaction, MatchSuggestion } from './matching-model.ts';
import { centsText, type OpenItemIndex } from './open-item-index.ts';
import { skontoApplies, type ScoredCandidate } from './score-candidate.ts';

export interface SplitCandidate extends ScoredCandidate {
  /** The number appears in the purpose (whole or without prefix). */
  mentioned: boolean;
  /** IBAN known or name equal: the same customer or vendor. */
  samePartner: boolean;
}

const byAge = (a: SplitCandidate, b: SplitCandidate) =>
  (a.item.dueDate ?? a.item.documentDate).localeCompare(b.item.dueDate ?? b.item.documentDate) ||
  a.item.number.localeCompare(b.item.number);

const allocation = (c: SplitCandidate, amount: number, settleWithSkonto: boolean): Allocation => ({
  targetType: c.item.targetType,
  targetId: c.item.targetId,
  amount: centsText(amount),
  settleWithSkonto,
});

/**
 * One payment for several documents whose numbers all appear in the purpose (1:N): exact when the
 * open amounts (or the Skonto amounts while Skonto runs) add up to the payment, else the payment is
 * spread over the oldest first and the last one stays partly open.
 */
export function referencedSplit(
  tx: MatchableTransaction,
  paid: number,
  candidates: readonly SplitCandidate[],
  index: OpenItemIndex,
): MatchSuggestion | null {
  const mentioned = candidates.filter((c) => c.mentioned).sort(byAge);
  if (mentioned.length < 2) return null;
  const openOf = (c: SplitCandidate) => index.preparedOf(c.item).openCents;
  const withSkontoOf = (c: SplitCandidate) =>
    skontoApplies(c.item, tx.bookingDate) ? index.preparedOf(c.item).skontoCents! : openOf(c);
  const open = mentioned.reduce((s, c) => s + openOf(c), 0);
  const withSkonto = mentioned.reduce((s, c) => s + withSkontoOf(c), 0);
  const numbers = mentioned.map((c) => c.item.number).join(', ');
  const reasons = [`Belegnummern ${numbers} im Verwendungszweck`];
  let allocations: Allocation[];
  let score: number;
  let exact = false;
  if (paid === open) {
    allocations = mentioned.map((c) => allocation(c, openOf(c), false));
    reasons.push(`Summe der ${mentioned.length} Belege stimmt genau`);
    [score, exact] = [85, true];
  } else if (paid === withSkonto) {
    allocations = mentioned.map((c) => allocation(c, withSkontoOf(c), skontoApplies(c.item, tx.bookingDate)));
    reasons.push(`Summe der ${mentioned.length} Belege nach Skonto stimmt genau`);
    [score, exact] = [85, true];
  } else {
    let rest = paid;
    allocations = [];
    for (const c of mentioned) {
      if (rest <= 0) break;
      const part = Math.min(rest, openOf(c));
      allocations.push(allocation(c, part, false));
      rest -= part;
    }
    reasons.push(
      paid < open
        ? `Teilzahlung auf ${mentioned.length} Belege, älteste zuerst`
        : `Überzahlung: Summe der ${mentioned.length} Belege ist kleiner als der Betrag`,
    );
    score = 60;
  }
  if (mentioned.some((c) => c.samePartner)) {
    score += 10;
    reasons.push('Kunde bzw. Lieferant erkannt (IBAN oder Name)');
  }
  return {
    allocations,
    score: Math.min(100, score),
    reasons,
    autoConfirm: exact && mentioned.every((c) => c.referenced),
  };
}

/**
 * A customer pays two or three of their open invoices at once without naming them: exactly one
 * combination of their open amounts must equal the payment, else nothing is suggested.
 */
export function partnerSumSplit(
  paid: number,
  candidates: readonly SplitCandidate[],
  index: OpenItemIndex,
): MatchSuggestion | null {
  const pool = candidates.filter((c) => c.samePartner).sort(byAge);
  if (pool.length < 2 || pool.length > 12) return null;
  const amounts = pool.map((c) => index.preparedOf(c.item).openCents);
  const found: number[][] = [];
  for (let i = 0; i < pool.length; i++)
    for (let j = i + 1; j < pool.length; j++) {
      if (amounts[i]! + amounts[j]! === paid) found.push([i, j]);
      for (let k = j + 1; k < pool.length; k++)
        if (amounts[i]! + amounts[j]! + amounts[k]! === paid) found.push([i, j, k]);
    }
  if (found.length !== 1) return null;
  const chosen = found[0]!.map((i) => pool[i]!);
  return {
    allocations: chosen.map((c) => allocation(c, index.preparedOf(c.item).openCents, false)),
    score: 55,
    reasons: [
      `Summe von ${chosen.length} offenen Belegen (${chosen.map((c) => c.item.number).join(', ')}) stimmt genau`,
      'Kunde bzw. Lieferant erkannt (IBAN oder Name)',
    ],
    autoConfirm: false,
  };
}
