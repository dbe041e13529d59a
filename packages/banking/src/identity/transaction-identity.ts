import { createHash } from 'node:crypto';
import type { StatementTransaction } from '../model.ts';
import { canonicalAmount } from '../text/decimal.ts';

export interface TransactionIdentity {
  /**
   * The identity to store: `ref:<account>:<servicer reference>` when the bank's reference is
   * present and trustworthy, else `sha256:<hash>` over the content.
   */
  id: string;
  /** Always computed: `sha256:<hash>`. */
  contentKey: string;
  /** `ref:…` or null. */
  referenceKey: string | null;
}

const UNUSABLE_REFERENCE = /^(NONREF|NOTPROVIDED|NONE|0+|-+)$/i;

/** Letters and digits only, upper case: line joins, spaces and case differ between exports of the same data. */
const squeeze = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const accountKeyOf = (tx: StatementTransaction) => squeeze(tx.accountIban ?? tx.accountId) || 'UNKNOWN';

function contentBase(tx: StatementTransaction): string {
  return [
    accountKeyOf(tx),
    tx.bookingDate ?? '',
    tx.valueDate ?? '',
    canonicalAmount(tx.amount),
    tx.currency,
    squeeze(tx.counterparty.iban ?? tx.counterparty.accountId),
    squeeze(tx.counterparty.name),
    squeeze(tx.purpose),
  ].join('|');
}

function referenceOf(tx: StatementTransaction): string | null {
  const reference = tx.accountServicerReference?.trim();
  if (!reference || reference.length < 6 || UNUSABLE_REFERENCE.test(reference)) return null;
  return reference;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Stable identities for idempotent imports, in file order. The same payment in a re-export, in an
 * overlapping period or in the day's CAMT.053 after its CAMT.052 gets the same identity.
 *
 * - Bank reference (AcctSvcrRef, MT940 `//` reference) when given, usable and unique in the file
 *   (details of a batch that share the entry's reference are told apart by their position).
 * - Otherwise SHA-256 over account, booking and value date, amount, currency, counterparty
 *   account and name, purpose, and the occurrence number among payments of the same day with the
 *   same content. Counting only identical payments, not all payments of the day, keeps the
 *   identity stable when an intraday export grows during the day.
 *
 * Importers should store both keys and treat a payment as known when either matches: a bank may
 * send the reference in the final statement but not in the intraday report.
 */
export function identifyTransactions(transactions: readonly StatementTransaction[]): TransactionIdentity[] {
  const occurrences = new Map<string, number>();
  const contentKeys = transactions.map((tx) => {
    const base = contentBase(tx);
    const n = occurrences.get(base) ?? 0;
    occurrences.set(base, n + 1);
    return `sha256:${sha256(`${base}|${n}`)}`;
  });
  const perEntry = new Map<string, number>();
  const entryKey = (tx: StatementTransaction) => `${tx.statementIndex}/${tx.entryIndex}`;
  for (const tx of transactions) perEntry.set(entryKey(tx), (perEntry.get(entryKey(tx)) ?? 0) + 1);
  const references = transactions.map((tx) => {
    const reference = referenceOf(tx);
    if (!reference) return null;
    const batch = (perEntry.get(entryKey(tx)) ?? 0) > 1;
    return `ref:${accountKeyOf(tx)}:${reference}${batch ? `#${tx.detailIndex}` : ''}`;
  });
  const seen = new Map<string, number>();
  for (const key of references) if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  return transactions.map((_, i) => {
    const key = references[i] ?? null;
    const referenceKey = key && seen.get(key) === 1 ? key : null;
    return { id: referenceKey ?? contentKeys[i]!, contentKey: contentKeys[i]!, referenceKey };
  });
}
