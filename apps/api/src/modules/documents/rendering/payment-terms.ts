import {
  addDaysIso,
  type DocumentTotals,
  formatEuro,
  formatIsoDayDe,
  formatPercentDe,
  refundTypes,
  roundMoney,
  toBig,
} from '@kontor/contracts';
import type { RenderableDocument } from './output-types.ts';

export interface SkontoTerms {
  percent: string;
  days: number;
  /** Last day the discount may be taken. */
  until: string;
  /** Discount on the amount due (BT-115). */
  amount: string;
  /** What the customer pays when taking the discount. */
  payWithSkonto: string;
}

/** Skonto on the amount due, or null when the document grants none or nothing is due. */
export function skontoOf(doc: RenderableDocument, totals: DocumentTotals): SkontoTerms | null {
  const percent = doc.skonto_percent;
  if (!percent || Number(percent) <= 0 || doc.skonto_days === null) return null;
  if (refundTypes.includes(doc.type) || toBig(totals.payable).lte(0)) return null;
  const amount = roundMoney(toBig(totals.payable).times(percent).div(100));
  return {
    percent,
    days: doc.skonto_days,
    until: addDaysIso(doc.document_date, doc.skonto_days),
    amount,
    payWithSkonto: roundMoney(toBig(totals.payable).minus(amount)),
  };
}

/**
 * The one payment sentence of an invoice, from its terms: "Zahlbar bis 16.03.2026 ohne Abzug oder
 * bis 09.03.2026 mit 2 % Skonto (14,08 €)." Amounts and dates are said once here, so the closing
 * text only has to ask for the amount due ({{dokument.betrag_zahlbar}}) and never contradicts it.
 */
function paymentSentence(doc: RenderableDocument, totals: DocumentTotals): string | null {
  const skonto = skontoOf(doc, totals);
  const net = doc.due_date
    ? doc.due_date <= doc.document_date
      ? 'sofort'
      : `bis ${formatIsoDayDe(doc.due_date)}`
    : null;
  const withSkonto = skonto
    ? `bis ${formatIsoDayDe(skonto.until)} mit ${formatPercentDe(skonto.percent)} Skonto (${formatEuro(skonto.amount)})`
    : null;
  if (net && withSkonto) return `Zahlbar ${net} ohne Abzug oder ${withSkonto}.`;
  if (net) return `Zahlbar ${net} ohne Abzug.`;
  if (withSkonto) return `Zahlbar ${withSkonto}.`;
  return null;
}

/** The payment terms as printed on the PDF: one sentence, or what a refund or credit means. */
export function paymentTermsLines(doc: RenderableDocument, totals: DocumentTotals): string[] {
  if (doc.type === 'cancellation') {
    return [
      'Diese Stornorechnung hebt die ursprüngliche Rechnung vollständig auf. Bereits gezahlte Beträge erstatten wir Ihnen.',
    ];
  }
  if (refundTypes.includes(doc.type)) {
    return ['Der Betrag wird Ihnen erstattet oder mit offenen Forderungen verrechnet.'];
  }
  const payable = toBig(totals.payable);
  if (payable.lt(0)) {
    return [
      `Die verrechneten Abschläge übersteigen den Rechnungsbetrag. Ihr Guthaben von ${formatEuro(roundMoney(payable.neg()))} erstatten wir Ihnen.`,
    ];
  }
  if (payable.eq(0)) return ['Der Rechnungsbetrag ist bereits vollständig beglichen.'];
  const sentence = paymentSentence(doc, totals);
  return sentence ? [sentence] : [];
}

/**
 * BT-20. For XRechnung a Skonto is also written in the machine-readable form of BR-DE-18:
 * its own line "#SKONTO#TAGE=14#PROZENT=2.00#", ended by a line break.
 */
export function paymentTermsText(
  doc: RenderableDocument,
  totals: DocumentTotals,
  { einvoice }: { einvoice: boolean },
): string | undefined {
  const text = paymentTermsLines(doc, totals).join('\n');
  const skonto = einvoice ? skontoOf(doc, totals) : null;
  if (!skonto) return text || undefined;
  const machine = `#SKONTO#TAGE=${skonto.days}#PROZENT=${toBig(skonto.percent).toFixed(2)}#`;
  return `${text}\n${machine}\n`;
}
