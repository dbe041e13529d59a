import { euroText, percentText } from './euro-text.ts';
import type { Allocation, MatchableTransaction, MatchOptions, OpenItem } from './matching-model.ts';
import { keySimilarity } from './name-similarity.ts';
import { centsText, type Evidence, type PreparedItem } from './open-item-index.ts';

/** How the transaction amount relates to one item. */
export type AmountFit = 'exact' | 'skonto' | 'skonto-late' | 'tolerance' | 'partial' | 'over';

export interface ScoredCandidate {
  item: OpenItem;
  score: number;
  reasons: string[];
  fit: AmountFit;
  /** Reference (end-to-end id or the whole document number) points at this item. */
  referenced: boolean;
  /** Name similarity 0 … 1 between the transaction's counterparty and the item's partner. */
  similarity: number;
  allocation: Allocation;
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const dateText = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const numberLabel = (item: OpenItem) =>
  item.kind === 'credit_note'
    ? 'Gutschriftsnummer'
    : item.targetType === 'incoming_invoice'
      ? 'Rechnungsnummer des Lieferanten'
      : 'Rechnungsnummer';
const partnerLabel = (item: OpenItem) => (item.targetType === 'incoming_invoice' ? 'Lieferanten' : 'Kunden');

export function skontoApplies(item: OpenItem, bookingDate: string): boolean {
  return !!item.skontoAmount && !!item.skontoDeadline && bookingDate <= item.skontoDeadline;
}

/** Amount fit of a payment of `paid` cents against one item on `bookingDate`. */
export function amountFit(
  item: OpenItem,
  prepared: PreparedItem,
  paid: number,
  bookingDate: string,
  tolerance: number,
): AmountFit {
  const open = prepared.openCents;
  if (paid === open) return 'exact';
  if (prepared.skontoCents === paid) return skontoApplies(item, bookingDate) ? 'skonto' : 'skonto-late';
  if (tolerance > 0 && Math.abs(paid - open) <= tolerance) return 'tolerance';
  return paid < open ? 'partial' : 'over';
}

/** The transaction's side of scoring, computed once per transaction. */
export interface PreparedTransaction {
  paidCents: number;
  nameKey: string;
  toleranceCents: number;
}

const POINTS: Record<AmountFit, number> = {
  exact: 30,
  skonto: 30,
  'skonto-late': 10,
  tolerance: 22,
  partial: 6,
  over: 4,
};

/**
 * Scores one candidate (0 … 100) and explains it. Weights: reference 40–55, amount 4–30, IBAN 15,
 * customer/vendor number 15, name up to 15, date 5; a payment before the document date costs 25.
 * Exact amount and a known name alone reach 50, the level at which a suggestion counts as a claim.
 */
export function scoreCandidate(
  tx: MatchableTransaction,
  prepared: PreparedTransaction,
  item: OpenItem,
  itemPrepared: PreparedItem,
  evidence: Evidence,
  options: MatchOptions,
): ScoredCandidate {
  const paid = prepared.paidCents;
  const open = itemPrepared.openCents;
  const reasons: string[] = [];
  let score = 0;
  if (evidence.endToEndHit) {
    score += 55;
    reasons.push('End-to-End-Referenz passt');
  } else if (evidence.numberHit === 'full') {
    score += 50;
    reasons.push(`${numberLabel(item)} im Verwendungszweck`);
  } else if (evidence.numberHit === 'digits') {
    score += 40;
    reasons.push(`${numberLabel(item)} (ohne Präfix) im Verwendungszweck`);
  }
  const fit = amountFit(item, itemPrepared, paid, tx.bookingDate, prepared.toleranceCents);
  score += POINTS[fit];
  if (fit === 'exact') reasons.push('Betrag stimmt genau');
  else if (fit === 'skonto')
    reasons.push(
      item.skontoPercent ? `Betrag nach ${percentText(item.skontoPercent)} Skonto` : 'Betrag nach Skonto',
    );
  else if (fit === 'skonto-late')
    reasons.push(`Betrag nach Skonto, aber Skontofrist am ${dateText(item.skontoDeadline!)} abgelaufen`);
  else if (fit === 'tolerance')
    reasons.push(
      `Betrag weicht um ${euroText(centsText(Math.abs(paid - open)))} ab (innerhalb der Toleranz)`,
    );
  else if (fit === 'partial') reasons.push(`Teilzahlung, offen bleiben ${euroText(centsText(open - paid))}`);
  else reasons.push(`Überzahlung um ${euroText(centsText(paid - open))}`);
  if (evidence.ibanHit) {
    score += 15;
    reasons.push(`IBAN des ${partnerLabel(item)} bekannt`);
  }
  if (evidence.partnerNumberHit) {
    score += 15;
    reasons.push(
      `${item.targetType === 'incoming_invoice' ? 'Lieferantennummer' : 'Kundennummer'} im Verwendungszweck`,
    );
  }
  const similarity = keySimilarity(prepared.nameKey, itemPrepared.nameKey);
  if (similarity >= 0.85) {
    score += 15;
    reasons.push(`Name passt (${item.partnerName})`);
  } else if (similarity >= 0.6) {
    score += 5;
    reasons.push(`Name ähnlich (${item.partnerName})`);
  }
  const age = days(item.documentDate, tx.bookingDate);
  if (age < -3) {
    score -= 25;
    reasons.push(`Zahlung vor dem Belegdatum ${dateText(item.documentDate)}`);
  } else if (age <= options.dateWindowDays) score += 5;
  const referenced = evidence.endToEndHit || evidence.numberHit === 'full';
  return {
    item,
    score: Math.max(0, Math.min(100, score)),
    reasons,
    fit,
    referenced,
    similarity,
    allocation: {
      targetType: item.targetType,
      targetId: item.targetId,
      amount: centsText(Math.min(paid, open)),
      settleWithSkonto: fit === 'skonto',
    },
  };
}
