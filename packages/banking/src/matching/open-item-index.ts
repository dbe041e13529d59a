import Big from 'big.js';
import { canonicalAmount } from '../text/decimal.ts';
import type { MatchableTransaction, OpenItem } from './matching-model.ts';
import { nameKey, nameWords } from './name-similarity.ts';
import { referenceKeys, textKeys } from './reference-keys.ts';
import { toSepaText } from '../sepa/sepa-text.ts';

export type Direction = 'in' | 'out';

/** Money in for our invoices and vendors' credit notes, money out for our credit notes and vendors' invoices. */
export const directionOf = (item: OpenItem): Direction =>
  (item.targetType === 'document') === (item.kind === 'invoice') ? 'in' : 'out';

/** Amount in whole cents (rounded half up beyond two decimals); exact for every amount SEPA allows. */
export function cents(amount: string): number {
  const text = canonicalAmount(amount);
  const [whole, fraction] = text.replace('-', '').split('.') as [string, string];
  const value =
    fraction.length === 2 ? Number(whole + fraction) : Number(new Big(text).abs().times(100).toFixed(0));
  return text.startsWith('-') ? -value : value;
}

/** Cents as a decimal string with two digits ("98000" → "980.00"). */
export const centsText = (value: number): string =>
  `${value < 0 ? '-' : ''}${Math.trunc(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

/** What scoring needs of an item, computed once when the index is built. */
export interface PreparedItem {
  openCents: number;
  skontoCents: number | null;
  nameKey: string;
}

export interface ReferenceHit {
  item: OpenItem;
  field: 'number' | 'partnerNumber' | 'endToEnd';
  /** The whole number matched (not only its digits without the letter prefix). */
  full: boolean;
}

/** What pointed the engine at an item: the reasons are computed from it and the amounts. */
export interface Evidence {
  numberHit: 'full' | 'digits' | null;
  partnerNumberHit: boolean;
  endToEndHit: boolean;
  ibanHit: boolean;
}

// A name word shared by more items than this says nothing (Müller, Schmidt, Service …).
const MAX_NAME_BUCKET = 50;

/**
 * Indexes of the open items by reference key, amount (in cents, per direction), IBAN and name word.
 * A transaction looks up its candidates instead of being scored against every open item.
 */
export class OpenItemIndex {
  private readonly byReference = new Map<string, ReferenceHit[]>();
  private readonly byEndToEnd = new Map<string, OpenItem[]>();
  private readonly byIban = new Map<string, OpenItem[]>();
  private readonly byNameWord = new Map<string, OpenItem[]>();
  /** Sorted by cents; both the open amount and the Skonto amount of each item. */
  private readonly amounts: Record<Direction, { cents: number; item: OpenItem }[]> = { in: [], out: [] };
  private readonly prepared = new Map<OpenItem, PreparedItem>();
  readonly items: readonly OpenItem[];

  constructor(items: readonly OpenItem[]) {
    this.items = items;
    for (const item of items) {
      for (const { key, full } of referenceKeys(item.number))
        push(this.byReference, key, { item, field: 'number', full });
      if (item.partnerNumber)
        for (const { key } of referenceKeys(item.partnerNumber))
          push(this.byReference, key, { item, field: 'partnerNumber', full: true });
      for (const id of [...item.endToEndIds, item.number]) push(this.byEndToEnd, endToEndKey(id), item);
      for (const iban of item.partnerIbans) push(this.byIban, compact(iban), item);
      for (const word of new Set(nameWords(item.partnerName)))
        if (word.length >= 4) push(this.byNameWord, word, item);
      const direction = directionOf(item);
      const prepared: PreparedItem = {
        openCents: cents(item.openAmount),
        skontoCents: item.skontoAmount ? cents(item.skontoAmount) : null,
        nameKey: nameKey(item.partnerName),
      };
      this.prepared.set(item, prepared);
      this.amounts[direction].push({ cents: prepared.openCents, item });
      if (prepared.skontoCents !== null) this.amounts[direction].push({ cents: prepared.skontoCents, item });
    }
    this.amounts.in.sort((a, b) => a.cents - b.cents);
    this.amounts.out.sort((a, b) => a.cents - b.cents);
  }

  preparedOf(item: OpenItem): PreparedItem {
    return this.prepared.get(item)!;
  }

  /** Items this transaction may pay, with what pointed at them. Only items of the transaction's direction. */
  candidates(tx: MatchableTransaction, toleranceCents: number): Map<OpenItem, Evidence> {
    const direction: Direction = tx.amount.trim().startsWith('-') ? 'out' : 'in';
    const found = new Map<OpenItem, Evidence>();
    const evidence = (item: OpenItem) => {
      let e = found.get(item);
      if (!e)
        found.set(
          item,
          (e = { numberHit: null, partnerNumberHit: false, endToEndHit: false, ibanHit: false }),
        );
      return e;
    };
    const wanted = (item: OpenItem) => directionOf(item) === direction;
    for (const key of textKeys(`${tx.purpose} ${tx.endToEndId ?? ''}`)) {
      for (const hit of this.byReference.get(key) ?? []) {
        if (!wanted(hit.item)) continue;
        const e = evidence(hit.item);
        if (hit.field === 'partnerNumber') e.partnerNumberHit = true;
        else if (hit.full || e.numberHit === null) e.numberHit = hit.full ? 'full' : 'digits';
      }
    }
    if (tx.endToEndId)
      for (const item of this.byEndToEnd.get(endToEndKey(tx.endToEndId)) ?? [])
        if (wanted(item)) evidence(item).endToEndHit = true;
    if (tx.counterpartyIban)
      for (const item of this.byIban.get(compact(tx.counterpartyIban)) ?? [])
        if (wanted(item)) evidence(item).ibanHit = true;
    for (const word of new Set(nameWords(tx.counterpartyName))) {
      const bucket = this.byNameWord.get(word);
      if (bucket && bucket.length <= MAX_NAME_BUCKET)
        for (const item of bucket) if (wanted(item)) evidence(item);
    }
    const amount = Math.abs(cents(tx.amount));
    const list = this.amounts[direction];
    for (
      let i = lowerBound(list, amount - toleranceCents);
      i < list.length && list[i]!.cents <= amount + toleranceCents;
      i++
    )
      evidence(list[i]!.item);
    return found;
  }
}

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
// End-to-end ids went through the SEPA character set ("Ä" → "Ae"); compare them after the same step.
const endToEndKey = (text: string) => compact(toSepaText(text, 200));

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  if (key === '') return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function lowerBound(list: { cents: number }[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.cents < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
