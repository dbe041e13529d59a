import { vatFunctions, type VatFunctionId } from '../chart/vat-functions.ts';
import { basisPoints, divideRounded, formatCents, toCents } from './cents.ts';

/**
 * The tax of an amount under a tax case: round₂(gross × rate / (100 + rate)) when included,
 * round₂(net × rate / 100) for reverse charge. For a document's VAT group the included tax equals
 * the group's own round₂(net × rate / 100) (the rounding gap stays below half a cent), so DATEV,
 * which recomputes the tax from the gross amount on automatic accounts, arrives at the same cent.
 */
export function taxOf(amount: string, functionId: VatFunctionId): string {
  const fn = vatFunctions[functionId];
  const rate = basisPoints(fn.rate);
  if (fn.taxMode === 'none' || rate === 0n) return '0.00';
  const cents = toCents(amount);
  if (fn.taxMode === 'reverseCharge') return formatCents(divideRounded(cents * rate, 10_000n));
  return formatCents(divideRounded(cents * rate, 10_000n + rate));
}
