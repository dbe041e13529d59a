import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';

/**
 * Splits an amount over weights in proportion, to the cent, the last part taking the rounding
 * rest so the parts always add up exactly (Skonto over the VAT rates of an invoice).
 */
export function splitProportionally(amount: string, weights: readonly string[]): string[] {
  const total = weights.reduce((sum, w) => sum.plus(w), new Big(0));
  if (total.eq(0)) return weights.map(() => '0.00');
  let rest = new Big(amount);
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return roundMoney(rest);
    const part = new Big(roundMoney(new Big(amount).times(weight).div(total)));
    rest = rest.minus(part);
    return roundMoney(part);
  });
}
