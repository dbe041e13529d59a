import Big from 'big.js';
import type { DocumentLine } from './document-line.ts';
import { roundMoney } from './money.ts';
import type { VatCategory } from './vat.ts';

/**
 * The one totals calculation of Kontor (EN 16931 BG-22 / BG-23), used by the editor while
 * typing and by the server as the authoritative figure:
 * - line net (BT-131) = round₂(quantity × unit price) − round₂(that × discount %), the discount
 *   being the line allowance (BT-136) on the base BT-137;
 * - line nets are summed per VAT category and rate (BT-116), VAT is rounded once per group
 *   (BT-117 = round₂(BT-116 × rate / 100)) — never per line;
 * - BT-106 = Σ line nets, BT-109 = BT-106 (Kontor writes no document-level allowances),
 *   BT-110 = Σ group VAT, BT-112 = BT-109 + BT-110, BT-115 = BT-112 − BT-113 (advances deducted).
 */
export interface LineAmounts {
  /** round₂(quantity × unit price) — the allowance base. */
  gross: string;
  /** Discount amount (line allowance), "0.00" without discount. */
  discount: string;
  net: string;
}

export interface VatGroup {
  category: VatCategory;
  rate: string;
  taxable: string;
  tax: string;
}

export interface DocumentTotals {
  /** By line key; only item lines have amounts. */
  lines: Record<string, LineAmounts>;
  /** By subtotal line key: sum of the item nets since the previous subtotal line. */
  subtotals: Record<string, string>;
  vatGroups: VatGroup[];
  net: string;
  vat: string;
  gross: string;
  /** Already paid / advance invoices deducted (BT-113). */
  prepaid: string;
  /** Amount due (BT-115). */
  payable: string;
}

type LineForTotals = Pick<DocumentLine, 'kind' | 'key'> & {
  quantity?: string;
  unit_price?: string;
  discount_percent?: string | null;
  vat_category?: VatCategory;
  vat_rate?: string;
};

export function lineAmounts(line: {
  quantity: string;
  unit_price: string;
  discount_percent?: string | null;
}): LineAmounts {
  const gross = new Big(line.quantity).times(line.unit_price).round(2, Big.roundHalfUp);
  const discount = line.discount_percent
    ? gross.times(line.discount_percent).div(100).round(2, Big.roundHalfUp)
    : new Big(0);
  return { gross: gross.toFixed(2), discount: discount.toFixed(2), net: roundMoney(gross.minus(discount)) };
}

const groupKey = (category: string, rate: string) => `${category}|${new Big(rate).toString()}`;

export function calculateDocumentTotals(
  lines: readonly LineForTotals[],
  options: { prepaid?: string } = {},
): DocumentTotals {
  const amounts: Record<string, LineAmounts> = {};
  const subtotals: Record<string, string> = {};
  const groups = new Map<string, { category: VatCategory; rate: Big; taxable: Big }>();
  let net = new Big(0);
  let sinceSubtotal = new Big(0);

  for (const line of lines) {
    if (line.kind === 'subtotal') {
      subtotals[line.key] = roundMoney(sinceSubtotal);
      sinceSubtotal = new Big(0);
      continue;
    }
    if (line.kind !== 'item' || line.quantity === undefined || line.unit_price === undefined) continue;
    const amount = lineAmounts({
      quantity: line.quantity,
      unit_price: line.unit_price,
      discount_percent: line.discount_percent,
    });
    amounts[line.key] = amount;
    net = net.plus(amount.net);
    sinceSubtotal = sinceSubtotal.plus(amount.net);
    const category = line.vat_category ?? 'S';
    const rate = line.vat_rate ?? '0';
    const key = groupKey(category, rate);
    const group = groups.get(key) ?? { category, rate: new Big(rate), taxable: new Big(0) };
    group.taxable = group.taxable.plus(amount.net);
    groups.set(key, group);
  }

  const vatGroups: VatGroup[] = [...groups.values()]
    .sort((a, b) => b.rate.cmp(a.rate) || a.category.localeCompare(b.category))
    .map((g) => ({
      category: g.category,
      rate: g.rate.toString(),
      taxable: roundMoney(g.taxable),
      tax: roundMoney(g.taxable.times(g.rate).div(100)),
    }));
  const vat = vatGroups.reduce((sum, g) => sum.plus(g.tax), new Big(0));
  const gross = net.plus(vat);
  const prepaid = new Big(options.prepaid ?? 0);
  return {
    lines: amounts,
    subtotals,
    vatGroups,
    net: roundMoney(net),
    vat: roundMoney(vat),
    gross: roundMoney(gross),
    prepaid: roundMoney(prepaid),
    payable: roundMoney(gross.minus(prepaid)),
  };
}
