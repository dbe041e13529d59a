import { foldText } from '../text/fold.ts';

/** A rule for recurring bookings without a document, as far as matching needs it. */
export interface BookingRule {
  id: string;
  /** Alternatives separated by `|`; each is found anywhere in the purpose (case, umlauts, spaces ignored). */
  purposePattern: string | null;
  counterpartyPattern: string | null;
  direction: 'any' | 'in' | 'out';
  /** null = every bank account. */
  bankAccountId: string | null;
}

export interface RuleMatchInput {
  amount: string;
  bankAccountId: string;
  purpose: string;
  counterpartyName: string | null;
}

export interface RuleMatch {
  ruleId: string;
  /** German, e.g. "Verwendungszweck enthält „Kontoführung“". */
  reasons: string[];
}

const squeeze = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

/** The first alternative of `pattern` found in `text`, or null. */
function findAlternative(pattern: string, text: string): string | null {
  const haystack = squeeze(text);
  for (const alternative of pattern.split('|')) {
    const needle = squeeze(alternative);
    if (needle && haystack.includes(needle)) return alternative.trim();
  }
  return null;
}

/**
 * The rule that fits a transaction: every pattern it names must be found, the direction must fit
 * and a rule for this bank account wins over one for all accounts; among equals the one with more
 * patterns, then the first. Null when none fits.
 */
export function matchBookingRule(
  transaction: RuleMatchInput,
  rules: readonly BookingRule[],
): RuleMatch | null {
  const incoming = !transaction.amount.trim().startsWith('-');
  let best: { match: RuleMatch; weight: number } | null = null;
  for (const rule of rules) {
    if (rule.bankAccountId !== null && rule.bankAccountId !== transaction.bankAccountId) continue;
    if ((rule.direction === 'in' && !incoming) || (rule.direction === 'out' && incoming)) continue;
    if (!rule.purposePattern && !rule.counterpartyPattern) continue;
    const reasons: string[] = [];
    if (rule.purposePattern) {
      const found = findAlternative(rule.purposePattern, transaction.purpose);
      if (!found) continue;
      reasons.push(`Verwendungszweck enthält „${found}“`);
    }
    if (rule.counterpartyPattern) {
      const found = findAlternative(rule.counterpartyPattern, transaction.counterpartyName ?? '');
      if (!found) continue;
      reasons.push(`Gegenpartei enthält „${found}“`);
    }
    const weight = (rule.bankAccountId !== null ? 10 : 0) + reasons.length;
    if (!best || weight > best.weight) best = { match: { ruleId: rule.id, reasons }, weight };
  }
  return best?.match ?? null;
}
