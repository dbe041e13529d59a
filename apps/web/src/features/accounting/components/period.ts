import type { AccountingPeriod } from '@kontor/contracts';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The quick choices next to the date fields: this month, last month, this calendar year. */
export function periodPresets(today = new Date()) {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return {
    month: { from: isoDay(year, month, 1), to: isoDay(year, month, lastDay(year, month)) },
    lastMonth: {
      from: isoDay(previous.year, previous.month, 1),
      to: isoDay(previous.year, previous.month, lastDay(previous.year, previous.month)),
    },
    year: { from: isoDay(year, 1, 1), to: isoDay(year, 12, 31) },
  } satisfies Record<string, AccountingPeriod>;
}

/** The period in the URL (`?from=…&to=…`), else the current calendar year. */
export function periodOf(search: Record<string, unknown>, today = new Date()): AccountingPeriod {
  const fallback = periodPresets(today).year;
  const from = isIsoDate(search['from']) ? search['from'] : fallback.from;
  const to = isIsoDate(search['to']) ? search['to'] : fallback.to;
  return from <= to ? { from, to } : fallback;
}

/** The finished months after the lock, newest first ("2026-10", …), at most 24. */
export function lockableMonths(today: string, lockedUntil: string | null): string[] {
  const months: string[] = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (let i = 0; i < 24; i++) {
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (lockedUntil && key <= lockedUntil.slice(0, 7)) break;
    months.push(key);
  }
  return months;
}
