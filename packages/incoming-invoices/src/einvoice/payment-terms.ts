import Big from 'big.js';
import { addDays, toBig, toMoney } from '../money.ts';

export interface SkontoTerm {
  days: number;
  /** Percent as written, e.g. "2.00". */
  percent: string;
  /** BASISBETRAG when given; otherwise the discount applies to the amount due (BT-115). */
  baseAmount?: string;
  /** Discount in the invoice currency, when a base is known. */
  discount?: string;
  /** Last day to pay with discount: issue date + days. */
  until?: string;
}

export interface LatePaymentTerm {
  days: number;
  percent: string;
  baseAmount?: string;
}

export interface PaymentTerms {
  /** BT-20 without the structured #…# lines. */
  text?: string;
  skonto: SkontoTerm[];
  /** #VERZUG# lines (late-payment interest) some senders add. */
  latePayment: LatePaymentTerm[];
}

/**
 * XRechnung's convention for structured payment terms in BT-20 (one per line):
 * `#SKONTO#TAGE=14#PROZENT=2.00#` with optional `BASISBETRAG=100.00#`. Lines that do not follow it
 * exactly stay in the text (BR-DE-18 reports them).
 */
const STRUCTURED = /^#(SKONTO|VERZUG)#TAGE=(\d+)#PROZENT=(\d+\.\d{2})#(?:BASISBETRAG=(-?\d+\.\d{2})#)?$/;

export const parsePaymentTerms = (
  terms: string | undefined,
  context: { issueDate?: string; amountDue?: string },
): PaymentTerms => {
  const result: PaymentTerms = { skonto: [], latePayment: [] };
  const free: string[] = [];
  for (const raw of (terms ?? '').split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const m = STRUCTURED.exec(line);
    if (!m) {
      if (line) free.push(line);
      continue;
    }
    const [, kind, days, percent, baseAmount] = m;
    const term = { days: Number(days), percent: percent!, ...(baseAmount ? { baseAmount } : {}) };
    if (kind === 'VERZUG') {
      result.latePayment.push(term);
      continue;
    }
    const base = toBig(baseAmount ?? context.amountDue);
    result.skonto.push({
      ...term,
      ...(base ? { discount: toMoney(base.times(new Big(percent!)).div(100)) } : {}),
      ...(context.issueDate ? { until: addDays(context.issueDate, term.days) } : {}),
    });
  }
  if (free.length > 0) result.text = free.join('\n');
  return result;
};
