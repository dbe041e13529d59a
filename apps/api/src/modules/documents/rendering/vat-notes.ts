import {
  formatEuro,
  receivableTypes,
  roundMoney,
  toBig,
  vatCategoryDefinitions,
  vatExemptionReasons,
  type DocumentItemLine,
  type DocumentTotals,
} from '@kontor/contracts';
import type { RenderableDocument } from './output-types.ts';

/**
 * BT-120 of the E group: the reason the lines give (a §4 UStG case, or §19 for a
 * Kleinunternehmer). Documents finalized before lines carried a reason fall back to §19 for a
 * small business and to a plain §4 sentence otherwise — never §19 for a regular company.
 */
export function exemptionTextOf(doc: RenderableDocument): string {
  const exempt = doc.lines.filter(
    (line): line is DocumentItemLine => line.kind === 'item' && line.vat_category === 'E',
  );
  const reason = exempt.find((line) => line.vat_exemption)?.vat_exemption;
  if (reason) return vatExemptionReasons[reason].text;
  return doc.seller.small_business
    ? vatCategoryDefinitions.E.exemptionReason!
    : 'Steuerfreier Umsatz gemäß § 4 UStG.';
}

/**
 * §35a EStG: a private household deducts 20 % of the labour costs of craftsmen's work, if the
 * invoice shows them as their own figure. Printed only where that applies: an invoice to a private
 * customer with service lines (labour, travel); their net and VAT, summed per rate.
 */
export function labourCostNote(doc: RenderableDocument, totals: DocumentTotals): string | null {
  if (!receivableTypes.includes(doc.type) || !doc.buyer?.is_private) return null;
  const byRate = new Map<string, ReturnType<typeof toBig>>();
  for (const line of doc.lines) {
    if (line.kind !== 'item' || line.supply_kind !== 'service') continue;
    if (line.vat_category !== 'S' && line.vat_category !== 'Z') continue;
    const net = totals.lines[line.key]?.net ?? '0';
    byRate.set(line.vat_rate, (byRate.get(line.vat_rate) ?? toBig(0)).plus(net));
  }
  const net = [...byRate.values()].reduce((sum, value) => sum.plus(value), toBig(0));
  if (net.lte(0)) return null;
  const vat = [...byRate.entries()].reduce(
    (sum, [rate, value]) => sum.plus(roundMoney(value.times(rate).div(100))),
    toBig(0),
  );
  return (
    `Im Rechnungsbetrag enthaltene Arbeitskosten (§ 35a EStG): ${formatEuro(roundMoney(net))} ` +
    `zzgl. ${formatEuro(roundMoney(vat))} USt. = ${formatEuro(roundMoney(net.plus(vat)))}.`
  );
}
