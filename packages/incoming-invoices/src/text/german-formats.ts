import Big from 'big.js';

/**
 * Amounts as printed: German "1.234,56", English "1,234.56", plain "1234.56", with optional sign
 * or trailing minus. The separator followed by exactly two digits at the end is the decimal one.
 */
export const AMOUNT_PATTERN =
  /(?<![\d.,])[-−]?\s?\d{1,3}(?:[.,'’\u00a0]\d{3})*[.,]\d{2}(?![\d]|[.,]\d)-?|(?<![\d.,])[-−]?\d+[.,]\d{2}(?![\d]|[.,]\d)-?/g;

export const parseAmount = (raw: string): Big | undefined => {
  let text = raw.replace(/\s/g, '').replace('−', '-');
  const negative = text.startsWith('-') || text.endsWith('-');
  text = text.replace(/-/g, '');
  const m = /^(.*)[.,](\d{2})$/.exec(text);
  if (!m) return undefined;
  const whole = m[1]!.replace(/[.,'’\u00a0]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const value = new Big(`${whole}.${m[2]}`);
  return negative ? value.neg() : value;
};

const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  january: 1,
  jan: 1,
  janvier: 1,
  februar: 2,
  february: 2,
  feb: 2,
  février: 2,
  märz: 3,
  maerz: 3,
  march: 3,
  mär: 3,
  mar: 3,
  mars: 3,
  april: 4,
  apr: 4,
  avril: 4,
  mai: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juin: 6,
  juli: 7,
  july: 7,
  jul: 7,
  juillet: 7,
  august: 8,
  aug: 8,
  août: 8,
  september: 9,
  sep: 9,
  sept: 9,
  septembre: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  octobre: 10,
  november: 11,
  nov: 11,
  novembre: 11,
  dezember: 12,
  december: 12,
  dez: 12,
  dec: 12,
  décembre: 12,
};
const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Numeric (21.11.2026, 21.11.26, 21/11/2026, 2026-11-21) and written dates (21. November 2026, November 21, 2026). */
export const DATE_PATTERN = new RegExp(
  [
    String.raw`(?<!\d)(\d{1,2})\s?[./](\s?)(\d{1,2})\s?[./]\s?(\d{4}|\d{2})(?!\d)`,
    String.raw`(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)`,
    String.raw`(?<!\d)(\d{1,2})\.?\s+(${MONTH_NAMES})\.?\s+(\d{4})(?!\d)`,
    String.raw`\b(${MONTH_NAMES})\.?\s+(\d{1,2}),?\s+(\d{4})(?!\d)`,
  ].join('|'),
  'gi',
);

const iso = (year: number, month: number, day: number): string | undefined => {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined; // 31.02. and the like
  return date.toISOString().slice(0, 10);
};

/** ISO date of a date match (groups of DATE_PATTERN); two-digit years are 20xx. */
export const parseDateMatch = (m: RegExpMatchArray): string | undefined => {
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  if (m[1] !== undefined) return iso(year(m[4]!), Number(m[3]), Number(m[1]));
  if (m[5] !== undefined) return iso(Number(m[5]), Number(m[6]), Number(m[7]));
  if (m[8] !== undefined) return iso(Number(m[10]), MONTHS[m[9]!.toLowerCase()]!, Number(m[8]));
  return iso(Number(m[13]), MONTHS[m[11]!.toLowerCase()]!, Number(m[12]));
};

/** A rate as printed ("19 %", "7,0%", "5.5 %") as decimal text ("19", "7", "5.5"). */
export const parseRate = (raw: string): string => new Big(raw.replace(',', '.')).toString();
