/**
 * Calendar dates as ISO strings `YYYY-MM-DD` (no time, no zone). Arithmetic runs on day numbers
 * (days since 1970-01-01) so no time zone or DST can shift a date.
 */

export type IsoDate = string;
/** A month as `YYYY-MM`. */
export type IsoMonth = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const isIsoDate = (value: string): boolean => {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
};

export const isIsoMonth = (value: string): boolean => {
  const m = MONTH_PATTERN.exec(value);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
};

export const dayNumber = (date: IsoDate): number => {
  const m = DATE_PATTERN.exec(date);
  if (!m) throw new Error(`Ungültiges Datum: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
};

export const dateOfDayNumber = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => dateOfDayNumber(dayNumber(date) + days);

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: IsoDate): number => {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

export const isSunday = (date: IsoDate): boolean => isoWeekday(date) === 7;

/** Every date from `from` to `to`, both included. */
export const datesBetween = (from: IsoDate, to: IsoDate): IsoDate[] => {
  const dates: IsoDate[] = [];
  for (let day = dayNumber(from), last = dayNumber(to); day <= last; day++) dates.push(dateOfDayNumber(day));
  return dates;
};

export const firstDayOfMonth = (month: IsoMonth): IsoDate => `${month}-01`;

export const lastDayOfMonth = (month: IsoMonth): IsoDate => addDays(firstDayOfMonth(addMonths(month, 1)), -1);

export const addMonths = (month: IsoMonth, months: number): IsoMonth => {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`Ungültiger Monat: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export const monthOf = (date: IsoDate): IsoMonth => date.slice(0, 7);

export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));

export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);

/** `03.03.2026` — the German date format of every message. */
export const formatGermanDate = (date: IsoDate): string =>
  `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
