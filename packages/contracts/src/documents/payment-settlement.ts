import Big from 'big.js';
import { addDaysIso, formatIsoDayDe } from '../dunning/iso-days.ts';
import { refundTypes, type DocumentType } from './document-types.ts';
import { formatEuro, roundMoney, toBig } from './money.ts';

/** The Skonto an invoice grants: percent of the amount due, until a day (inclusive). */
export interface SkontoOffer {
  percent: string;
  /** Last day the Skonto may be taken, ISO. */
  until: string;
  /** The discount on the amount due. */
  amount: string;
  /** What the customer pays when taking the Skonto. */
  payWithSkonto: string;
}

export interface SkontoTermsSource {
  type: DocumentType;
  document_date: string;
  skonto_percent: string | null;
  skonto_days: number | null;
  /** Amount due (after deducted advances). */
  payable: string;
}

/**
 * The Skonto of a document as its PDF prints it (rendering/payment-terms.ts): percent of the
 * amount due, rounded to the cent; none for credit notes, Stornos or nothing due.
 */
export function skontoOffer(doc: SkontoTermsSource): SkontoOffer | null {
  const percent = doc.skonto_percent;
  if (!percent || toBig(percent).lte(0) || doc.skonto_days === null) return null;
  if (refundTypes.includes(doc.type) || toBig(doc.payable).lte(0)) return null;
  const amount = roundMoney(toBig(doc.payable).times(percent).div(100));
  return {
    percent,
    until: addDaysIso(doc.document_date, doc.skonto_days),
    amount,
    payWithSkonto: roundMoney(toBig(doc.payable).minus(amount)),
  };
}

export interface SettlementRequest {
  /** Money received with this payment (negative: refunded). */
  amount: string;
  paidOn: string;
  /** What is open before this payment (amount due minus what earlier payments settled). */
  open: string;
  offer: SkontoOffer | null;
  settleWithSkonto?: boolean | undefined;
  writeOffRest?: boolean | undefined;
  writeOffReason?: string | null | undefined;
  /** The tenant's largest rest that may be written off. */
  tolerance: string;
}

export type Settlement =
  | { ok: true; skonto: string; writtenOff: string }
  | { ok: false; field: 'amount' | 'paid_on' | 'settle_with_skonto' | 'write_off_reason'; message: string };

const refuse = (field: Extract<Settlement, { ok: false }>['field'], message: string): Settlement => ({
  ok: false,
  field,
  message,
});

/** The Skonto a payment takes, or a refusal (German message); "0.00" when it takes none. */
function skontoOf(request: SettlementRequest): Settlement | Big {
  const { offer, settleWithSkonto } = request;
  const beforeSkonto = toBig(request.open).minus(request.amount);
  if (settleWithSkonto === false || (settleWithSkonto === undefined && !offer)) return new Big(0);
  const inPeriod = !!offer && request.paidOn <= offer.until;
  if (settleWithSkonto === undefined)
    return inPeriod && beforeSkonto.eq(offer!.amount) ? beforeSkonto : new Big(0);
  if (!offer) return refuse('settle_with_skonto', 'Diese Rechnung gewährt kein Skonto.');
  if (!inPeriod)
    return refuse(
      'paid_on',
      `Die Skontofrist endete am ${formatIsoDayDe(offer.until)}; die Zahlung kann nicht mit Skonto ausgeglichen werden.`,
    );
  if (beforeSkonto.lte(0)) return refuse('amount', 'Der Betrag gleicht die Rechnung schon ohne Skonto aus.');
  // A customer who paid a little more than the Skonto payment amount took less Skonto.
  return beforeSkonto.lt(offer.amount) ? beforeSkonto : new Big(offer.amount);
}

/**
 * What a payment settles beyond the money received: the Skonto ("bezahlt mit Skonto", § 17 UStG
 * Entgeltsminderung) and a small rest written off with a reason. Skonto applies when asked for
 * (within the Skonto period), or by itself when the amount is exactly the Skonto payment amount
 * within the period. A rest is written off only when asked for, only up to the tolerance.
 * Asked for Skonto, the payment must settle the invoice: a larger rest is refused.
 */
export function settlePayment(request: SettlementRequest): Settlement {
  const skonto = skontoOf(request);
  if (!(skonto instanceof Big)) return skonto;
  const rest = toBig(request.open).minus(request.amount).minus(skonto);
  let writtenOff = new Big(0);
  if (request.writeOffRest) {
    if (rest.lte(0))
      return refuse('amount', 'Nach dieser Zahlung ist nichts mehr offen, das ausgebucht werden könnte.');
    if (rest.gt(request.tolerance))
      return refuse(
        'amount',
        `Der Restbetrag von ${formatEuro(roundMoney(rest))} übersteigt die Toleranz von ${formatEuro(roundMoney(toBig(request.tolerance)))} und kann nicht ausgebucht werden.`,
      );
    if (!request.writeOffReason?.trim())
      return refuse('write_off_reason', 'Bitte einen Grund für die Ausbuchung angeben.');
    writtenOff = rest;
  } else if (skonto.gt(0) && request.settleWithSkonto && rest.gt(0)) {
    return refuse(
      'amount',
      `Mit Skonto bleiben ${formatEuro(roundMoney(rest))} offen. Bitte den Restbetrag ausbuchen oder ohne Skonto erfassen.`,
    );
  }
  return { ok: true, skonto: roundMoney(skonto), writtenOff: roundMoney(writtenOff) };
}
