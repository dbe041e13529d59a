import Big from 'big.js';
import { roundMoney } from '../documents/money.ts';
import {
  calculateDefaultInterest,
  flatDefaultFee,
  type DefaultInterest,
  type DunningCustomerKind,
} from './default-interest.ts';
import { addDaysIso } from './iso-days.ts';

export interface DunningClaimInput {
  openAmount: string;
  invoiceDueDate: string;
  noticeDate: string;
  paymentDays: number;
  customerKind: DunningCustomerKind;
  /** Mahngebühr, decimal string. */
  fee: string;
  /** § 288 Abs. 5 BGB flat fee; ignored for consumers (the law gives it only against businesses). */
  flatFee: boolean;
  chargeInterest: boolean;
}

export interface DunningClaim {
  open: string;
  reminderFee: string;
  flatFee: string;
  /** Mahngebühr + flat fee: what the notice stores as its fee. */
  fee: string;
  interest: DefaultInterest;
  total: string;
  /** New payment deadline. */
  deadline: string;
}

/** The figures of a notice — the same in the dialog's preview and in the frozen notice. */
export function calculateDunningClaim(input: DunningClaimInput): DunningClaim {
  const reminderFee = roundMoney(new Big(input.fee || '0'));
  const flatFee = input.flatFee && input.customerKind === 'company' ? flatDefaultFee : '0.00';
  const interest = input.chargeInterest
    ? calculateDefaultInterest({
        openAmount: input.openAmount,
        dueDate: input.invoiceDueDate,
        asOf: input.noticeDate,
        customerKind: input.customerKind,
      })
    : { days: 0, rate: '0', amount: '0.00', periods: [] };
  const fee = roundMoney(new Big(reminderFee).plus(flatFee));
  return {
    open: roundMoney(new Big(input.openAmount)),
    reminderFee,
    flatFee,
    fee,
    interest,
    total: roundMoney(new Big(input.openAmount).plus(fee).plus(interest.amount)),
    deadline: addDaysIso(input.noticeDate, input.paymentDays),
  };
}
