// Calendar arithmetic on ISO days ("2026-03-16") in UTC, so time zones and DST never shift a day.

const MS_PER_DAY = 86_400_000;

const toUtc = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

export const addDaysIso = (isoDay: string, days: number): string =>
  new Date(toUtc(isoDay) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetweenIso = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);

/** "2026-03-16" → "16.03.2026" (letters and e-mails are German). */
export const formatIsoDayDe = (isoDay: string): string =>
  `${isoDay.slice(8, 10)}.${isoDay.slice(5, 7)}.${isoDay.slice(0, 4)}`;
