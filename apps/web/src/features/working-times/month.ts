// Months as `YYYY-MM` and durations as time sheets show them (pure, tested in month.test.ts).

const pad = (n: number) => String(n).padStart(2, '0');

/** The current month in Europe/Berlin (where the working times are recorded). */
export const currentMonth = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);

export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const addMonths = (month: string, months: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};

/** "März 2026" */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "8:05 h", "−1:30 h" */
export const hoursAndMinutes = (minutes: number) => {
  const sign = minutes < 0 ? '−' : '';
  const total = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(total / 60)}:${pad(total % 60)} h`;
};

/** "Di., 03.03.2026" from "2026-03-03" (or a local date-time). */
export const dayLabel = (local: string) =>
  new Date(`${local.slice(0, 10)}T12:00:00Z`).toLocaleDateString('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "08:00" of "2026-03-03T08:00"; with the date when it lies on another day than `day`. */
export const timeLabel = (local: string, day?: string) =>
  day && local.slice(0, 10) !== day.slice(0, 10)
    ? `${local.slice(11, 16)} (${local.slice(8, 10)}.${local.slice(5, 7)}.)`
    : local.slice(11, 16);
