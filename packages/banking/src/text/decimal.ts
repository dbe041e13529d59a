import Big from 'big.js';

// Money never passes through a float: parse, add and compare as big.js, hand out strings.
Big.DP = 20;
Big.RM = Big.roundHalfUp;

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

export const isDecimal = (text: string): boolean => DECIMAL.test(text);

const DECIMAL_PARTS = /^([+-]?)0*(\d*?)(?:\.(\d*?))?0*$/;

/**
 * Canonical text of a decimal: at least two fraction digits, more only when significant
 * ("8.850" → "8.85", "0.12345", "-2700" → "-2700.00"). Plain string work: statements run this for
 * every amount.
 */
export function canonicalAmount(value: Big | string): string {
  if (typeof value !== 'string') value = value.toFixed();
  const m = DECIMAL.test(value) ? DECIMAL_PARTS.exec(value.includes('.') ? value : `${value}.`) : null;
  if (!m) return canonicalAmount(new Big(value).toFixed());
  const whole = m[2] || '0';
  const fraction = (m[3] ?? '').padEnd(2, '0');
  const zero = /^0+$/.test(whole + fraction);
  return `${m[1] === '-' && !zero ? '-' : ''}${whole}.${fraction}`;
}

/** Signed canonical amount from an unsigned one and its credit/debit mark. */
export const signedAmount = (unsigned: string, debit: boolean): string => {
  const amount = canonicalAmount(unsigned);
  return debit && !/^0\.0+$/.test(amount) ? `-${amount.replace(/^-/, '')}` : amount.replace(/^-/, '');
};

export const sumAmounts = (amounts: Iterable<string>): Big => {
  let sum = new Big(0);
  for (const amount of amounts) sum = sum.plus(amount);
  return sum;
};

export const absAmount = (amount: string): string => canonicalAmount(new Big(amount).abs());

/**
 * German-written amount to a decimal string: `1.234,56`, `-1234,56`, `1234.56`, `1 234,56`, `12,5-`.
 * Returns null when the text is not an amount.
 */
export function parseGermanAmount(text: string): string | null {
  let t = text.replace(/[\s\u00a0€]/g, '').replace(/EUR$/i, '');
  if (t === '') return null;
  let negative = false;
  if (t.endsWith('-')) {
    negative = true;
    t = t.slice(0, -1);
  }
  if (t.startsWith('-')) {
    negative = !negative;
    t = t.slice(1);
  } else if (t.startsWith('+')) t = t.slice(1);
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  if (lastComma > lastDot) t = t.replace(/\./g, '').replace(',', '.');
  else if (lastDot > lastComma && lastComma >= 0) t = t.replace(/,/g, '');
  else if (lastDot >= 0 && /^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, ''); // "1.234" = thousands
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return canonicalAmount(negative ? new Big(t).neg() : new Big(t));
}
