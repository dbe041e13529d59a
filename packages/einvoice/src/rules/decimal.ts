import Big from 'big.js';

/** Non-empty after trimming (XPath `normalize-space(x) != ''`). */
export const has = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** xs:decimal value of a text, undefined if absent or not a number. */
export const dec = (value: string | undefined): Big | undefined => {
  if (value === undefined) return undefined;
  const t = value.trim();
  // big.js rejects a leading '+', which xs:decimal allows.
  return DECIMAL.test(t) ? new Big(t.startsWith('+') ? t.slice(1) : t) : undefined;
};

/** Like dec but absent counts as 0 (sum of nothing). */
export const dec0 = (value: string | undefined): Big => dec(value) ?? new Big(0);

export const sum = (values: readonly (string | undefined)[]): Big =>
  values.reduce((acc, v) => acc.plus(dec0(v)), new Big(0));

const floor = (x: Big): Big => {
  const t = x.round(0, Big.roundDown);
  return t.gt(x) ? t.minus(1) : t;
};

/** XPath `round(x * 100) div 100`: half rounds towards +∞, as the Schematron does. */
export const round2 = (x: Big): Big => floor(x.times(100).plus(0.5)).div(100);

export const round0 = (x: Big): Big => floor(x.plus(0.5));

/** Number of digits after the decimal point as written. */
export const decimalsOf = (value: string | undefined): number => {
  if (value === undefined) return 0;
  const i = value.indexOf('.');
  return i < 0 ? 0 : value.trim().length - value.trim().indexOf('.') - 1;
};

export const sameNumber = (a: string | undefined, b: string | undefined): boolean => {
  const x = dec(a);
  const y = dec(b);
  return x !== undefined && y !== undefined && x.eq(y);
};
