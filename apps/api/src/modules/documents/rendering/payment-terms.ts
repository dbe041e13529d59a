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

/** The payment terms line(s) as printed on the PDF. */
export function paymentTermsLines(doc: RenderableDocument, totals: DocumentTotals): string[] {
  if (doc.type === 'cancellation') {
    return [
      'Diese Stornorechnung hebt die ursprüngliche Rechnung vollständig auf. Bereits gezahlte Beträge erstatten wir Ihnen.',
    ];
  }
  if (refundTypes.includes(doc.type)) {
    return ['Der Betrag wird Ihnen erstattet oder mit offenen Forderungen verrechnet.'];
  }
  if (toBig(totals.payable).lte(0)) return ['Der Rechnungsbetrag ist bereits vollständig beglichen.'];
  const lines: string[] = [];
  const skonto = skontoOf(doc, totals);
  if (skonto) {
    lines.push(
      `Bei Zahlung bis ${formatIsoDayDe(skonto.until)} gewähren wir ${formatPercentDe(skonto.percent)} Skonto ` +
        `(${formatEuro(skonto.amount)}), Zahlbetrag ${formatEuro(skonto.payWithSkonto)}.`,
    );
  }
  if (doc.due_date) {
    lines.push(
      doc.due_date <= doc.document_date
        ? 'Zahlbar sofort ohne Abzug.'
        : `Zahlbar bis ${formatIsoDayDe(doc.due_date)} ohne Abzug.`,
    );
  }
  return lines;
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
