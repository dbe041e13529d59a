import { divideRounded, formatCents, toCents } from '../journal/cents.ts';

/**
 * Splits an amount over weights in proportion, to the cent, the last part taking the rounding
 * rest so the parts always add up exactly (Skonto over the VAT rates of an invoice).
 */
export function splitProportionally(amount: string, weights: readonly string[]): string[] {
  const cents = toCents(amount);
  const weightCents = weights.map(toCents);
  const total = weightCents.reduce((sum, w) => sum + w, 0n);
  if (total === 0n) return weights.map(() => '0.00');
  let rest = cents;
  return weightCents.map((weight, index) => {
    if (index === weightCents.length - 1) return formatCents(rest);
    const part = divideRounded(cents * weight, total);
    rest -= part;
    return formatCents(part);
  });
}
