import Big from 'big.js';

/**
 * Decimal helpers for amounts. Money is a decimal string ("1234.50") everywhere; arithmetic runs
 * in big.js, rounding is commercial (half away from zero, "kaufmännisch") as German practice
 * and EN 16931 examples expect.
 */
export const decimalPattern = /^-?\d{1,12}(\.\d{1,4})?$/;

export const toBig = (value: string | number | null | undefined): Big => new Big(value ?? 0);

/** Round to 2 decimals half away from zero and print with exactly two decimals. */
export const roundMoney = (value: Big): string => value.round(2, Big.roundHalfUp).toFixed(2);

export const sumMoney = (values: readonly string[]): string =>
  roundMoney(values.reduce((sum, v) => sum.plus(v), new Big(0)));

/** Drop trailing zeros of a decimal string: "2.5000" → "2.5", "3.00" → "3". */
export const trimDecimal = (value: string): string => new Big(value).toString();

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** German format of a decimal string without floats: "-1234.5" → "−1.234,50" (a real minus sign, U+2212). */
export function formatDecimalDe(value: string, minDecimals = 2, maxDecimals = minDecimals): string {
  const big = new Big(value);
  let text = big.abs().toFixed(maxDecimals);
  if (maxDecimals > minDecimals) {
    const [int, frac = ''] = text.split('.');
    const trimmed = frac.replace(/0+$/, '').padEnd(minDecimals, '0');
    text = trimmed ? `${int}.${trimmed}` : (int ?? '0');
  }
  const [int = '0', frac] = text.split('.');
  const sign = big.lt(0) && !/^[0.]+$/.test(text) ? '\u2212' : '';
  return `${sign}${group(int)}${frac ? `,${frac}` : ''}`;
}

/** "1.234,50 €" */
export const formatEuro = (value: string): string => `${formatDecimalDe(value)} €`;

/** Quantities show up to four decimals, no trailing zeros: "1,5", "10". */
export const formatQuantityDe = (value: string): string => formatDecimalDe(value, 0, 4);

/** Rates: "19 %", "7 %", "2,5 %". */
export const formatPercentDe = (value: string): string => `${formatDecimalDe(value, 0, 2)} %`;
