import type { MatchableTransaction, MatchOptions, MatchSuggestion, OpenItem } from './matching-model.ts';
import { nameKey } from './name-similarity.ts';
import { cents, OpenItemIndex } from './open-item-index.ts';
import { scoreCandidate } from './score-candidate.ts';
import { partnerSumSplit, referencedSplit, type SplitCandidate } from './split-suggestions.ts';

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  tolerance: '0.00',
  dateWindowDays: 120,
  maxSuggestions: 5,
};

/** Suggestions below this score are noise (an equal amount alone, from nobody we know). */
const MIN_SCORE = 30;

export interface TransactionSuggestions {
  transactionId: string;
  suggestions: MatchSuggestion[];
}

/**
 * Scored, explained suggestions for every transaction. Candidates come from indexes (reference
 * keys, amount, IBAN, name words), so the work grows with the number of plausible pairs, not with
 * transactions × open items. Auto-confirm is set only where a reference (end-to-end id or the
 * whole document number) and the amount (exact, or the Skonto amount within its period) agree and
 * no other suggestion does the same.
 */
export function suggestMatches(
  transactions: readonly MatchableTransaction[],
  items: readonly OpenItem[],
  options: Partial<MatchOptions> = {},
): TransactionSuggestions[] {
  const settings = { ...DEFAULT_MATCH_OPTIONS, ...options };
  const index = new OpenItemIndex(items);
  const toleranceCents = cents(settings.tolerance);
  return transactions.map((tx) => ({
    transactionId: tx.id,
    suggestions: suggestForTransaction(tx, index, toleranceCents, settings),
  }));
}

function suggestForTransaction(
  tx: MatchableTransaction,
  index: OpenItemIndex,
  toleranceCents: number,
  options: MatchOptions,
): MatchSuggestion[] {
  const scored: SplitCandidate[] = [];
  const prepared = {
    paidCents: Math.abs(cents(tx.amount)),
    nameKey: nameKey(tx.counterpartyName),
    toleranceCents,
  };
  for (const [item, evidence] of index.candidates(tx, toleranceCents)) {
    const candidate = scoreCandidate(tx, prepared, item, index.preparedOf(item), evidence, options);
    scored.push({
      ...candidate,
      mentioned: evidence.numberHit !== null || evidence.endToEndHit,
      samePartner: evidence.ibanHit || candidate.similarity >= 0.85,
    });
  }
  const split = referencedSplit(tx, prepared.paidCents, scored, index);
  // Several documents are named and one alone would be overpaid: the others explain the rest.
  const scoreOf = (c: SplitCandidate) =>
    split && c.mentioned && c.fit === 'over' ? Math.min(c.score, split.score - 5) : c.score;
  const singles: MatchSuggestion[] = scored
    .map((c) => ({ c, score: scoreOf(c) }))
    .filter(({ score }) => score >= MIN_SCORE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.c.referenced) - Number(a.c.referenced) ||
        (a.c.item.dueDate ?? a.c.item.documentDate).localeCompare(b.c.item.dueDate ?? b.c.item.documentDate),
    )
    .map(({ c, score }) => ({
      allocations: [c.allocation],
      score,
      reasons: c.reasons,
      autoConfirm: c.referenced && (c.fit === 'exact' || c.fit === 'skonto'),
    }));
  const splits = [split, partnerSumSplit(prepared.paidCents, scored, index)].filter(
    (s): s is MatchSuggestion => s !== null && s.score >= MIN_SCORE,
  );
  const all = [...splits, ...singles].sort((a, b) => b.score - a.score);
  // Auto-confirm needs a single clear winner.
  const confident = all.filter((s) => s.autoConfirm);
  if (confident.length !== 1 || all[0] !== confident[0]) for (const s of all) s.autoConfirm = false;
  return all.slice(0, options.maxSuggestions);
}
