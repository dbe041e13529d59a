import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';
import { vatFunctions, type VatFunctionId } from '../chart/vat-functions.ts';

/**
 * The tax of an amount under a tax case: round₂(gross × rate / (100 + rate)) when included,
 * round₂(net × rate / 100) for reverse charge. For a document's VAT group the included tax equals
 * the group's own round₂(net × rate / 100) (the rounding gap stays below half a cent), so DATEV,
 * which recomputes the tax from the gross amount on automatic accounts, arrives at the same cent.
 */
export function taxOf(amount: string, functionId: VatFunctionId): string {
  const fn = vatFunctions[functionId];
  const rate = new Big(fn.rate);
  if (fn.taxMode === 'none' || rate.eq(0)) return '0.00';
  if (fn.taxMode === 'reverseCharge') return roundMoney(new Big(amount).times(rate).div(100));
  return roundMoney(new Big(amount).times(rate).div(rate.plus(100)));
}
