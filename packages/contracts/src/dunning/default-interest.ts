import Big from 'big.js';
import { roundMoney } from '../documents/money.ts';
import { baseInterestRateOn } from './base-interest-rates.ts';
import { addDaysIso, daysBetweenIso } from './iso-days.ts';

/** Whether the customer is a business (B2B) or a consumer — decides the § 288 BGB margin. */
export type DunningCustomerKind = 'company' | 'person';

/** § 288 Abs. 2 BGB: 9 points above the base rate between businesses; Abs. 1: 5 points otherwise. */
export const defaultInterestMargins: Record<DunningCustomerKind, string> = { company: '9', person: '5' };

/** § 288 Abs. 5 BGB: flat fee a business debtor owes on default (credited against other costs). */
export const flatDefaultFee = '40.00';

export interface DefaultInterestInput {
  /** Open amount of the invoice, decimal string. */
  openAmount: string;
  /** Due date of the invoice (ISO day); interest runs from the day after. */
  dueDate: string;
  /** Last day that bears interest (ISO day), usually the date of the notice. */
  asOf: string;
  customerKind: DunningCustomerKind;
}

/** A stretch with one rate: the base rate may change on 1 January and 1 July. */
export interface DefaultInterestPeriod {
  from: string;
  to: string;
  days: number;
  /** Yearly rate in percent: base rate + margin. */
  rate: string;
  /** Unrounded interest of this stretch (rounded once for the whole claim). */
  interest: string;
}

export interface DefaultInterest {
  days: number;
  /** Rate of the latest period — what the notice states as "derzeit". */
  rate: string;
  /** Rounded to cents, half up. */
  amount: string;
  periods: DefaultInterestPeriod[];
}

const nextHalfYearStart = (isoDay: string): string => {
  const year = Number(isoDay.slice(0, 4));
  return isoDay.slice(5) < '07-01' ? `${year}-07-01` : `${year + 1}-01-01`;
};

/**
 * Verzugszinsen nach § 288 BGB, actual days / 365, on the open amount, from the day after the due
 * date up to and including `asOf`. Simplification (documented for the user): default is assumed
 * from the due date for consumers too, although § 286 Abs. 3 BGB puts it 30 days after due date
 * and receipt unless a reminder was sent or the invoice pointed that out.
 */
export function calculateDefaultInterest(input: DefaultInterestInput): DefaultInterest {
  const margin = defaultInterestMargins[input.customerKind];
  const currentRate = new Big(baseInterestRateOn(input.asOf)).plus(margin).toString();
  const open = new Big(input.openAmount);
  const totalDays = Math.max(0, daysBetweenIso(input.dueDate, input.asOf));
  if (totalDays === 0 || open.lte(0)) {
    return { days: totalDays, rate: currentRate, amount: '0.00', periods: [] };
  }
  const periods: DefaultInterestPeriod[] = [];
  let from = addDaysIso(input.dueDate, 1);
  while (from <= input.asOf) {
    const boundary = addDaysIso(nextHalfYearStart(from), -1);
    const to = boundary < input.asOf ? boundary : input.asOf;
    const days = daysBetweenIso(from, to) + 1;
    const rate = new Big(baseInterestRateOn(from)).plus(margin);
    const interest = open.times(rate).div(100).times(days).div(365);
    const previous = periods.at(-1);
    // A half-year without a change of the base rate continues the stretch before it.
    if (previous && previous.rate === rate.toString()) {
      previous.to = to;
      previous.days += days;
      previous.interest = new Big(previous.interest).plus(interest).toString();
    } else {
      periods.push({ from, to, days, rate: rate.toString(), interest: interest.toString() });
    }
    from = addDaysIso(to, 1);
  }
  const sum = periods.reduce((total, p) => total.plus(p.interest), new Big(0));
  return { days: totalDays, rate: currentRate, amount: roundMoney(sum), periods };
}
