import Big from 'big.js';

/** Decimal money as text with two places, rounded half up (commercial rounding, § 14 UStG practice). */
export const toMoney = (value: Big): string => value.round(2, Big.roundHalfUp).toFixed(2);

/** Big of a decimal text, or undefined for absent/invalid text (never a binary float). */
export const toBig = (text: string | undefined): Big | undefined => {
  if (text === undefined || !/^[+-]?\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return new Big(text.trim());
};

/** Equal as amounts ("198" = "198.00"); false if either is missing. */
export const sameAmount = (a: string | undefined, b: string | undefined): boolean => {
  const x = toBig(a);
  const y = toBig(b);
  return x !== undefined && y !== undefined && x.eq(y);
};

/** ISO date plus whole days (UTC calendar arithmetic, no time zone shifts). */
export const addDays = (isoDate: string, days: number): string | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
};
