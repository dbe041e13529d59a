import { instantOf, localDateTimeProblem, MINUTE_MS } from '../time/berlin-time.ts';
import { addDays, type IsoDate } from '../time/calendar-date.ts';

export type DurationResult = { ok: true; minutes: number } | { ok: false; message: string };

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Minutes between two clock times of a time entry on `date` (Berlin wall clock). An end before
 * the start means the next day (22:00–06:00 is a night); equal times are refused. Real elapsed
 * time: 22:00–06:00 is 7 h into the last Sunday of March and 9 h into the last Sunday of October.
 */
export const durationBetween = (date: IsoDate, start: string, end: string): DurationResult => {
  if (!TIME_PATTERN.test(start) || !TIME_PATTERN.test(end)) {
    return { ok: false, message: 'Bitte Uhrzeiten im Format HH:MM angeben.' };
  }
  if (start === end) return { ok: false, message: 'Beginn und Ende dürfen nicht gleich sein.' };
  const endDate = end < start ? addDays(date, 1) : date;
  const startLocal = `${date}T${start}`;
  const endLocal = `${endDate}T${end}`;
  const problem = localDateTimeProblem(startLocal, 'Beginn') ?? localDateTimeProblem(endLocal, 'Ende');
  if (problem) return { ok: false, message: problem };
  const startInstant = instantOf(startLocal)!;
  return { ok: true, minutes: (instantOf(endLocal, startInstant)! - startInstant) / MINUTE_MS };
};
