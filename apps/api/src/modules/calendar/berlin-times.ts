import { instantOf, localDateTimeOf, localDateTimeProblem } from '@kontor/working-times';
import { badRequest } from '../../core/http/errors.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` calendar days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant Berlin midnight starts `date` (midnight always exists in Berlin). */
export const berlinMidnight = (date: string) => new Date(instantOf(`${date}T00:00`)!);

export const berlinDateOf = (instant: Date) => localDateTimeOf(instant.getTime()).slice(0, 10);

export interface AppointmentTimes {
  all_day: boolean;
  start: string;
  end: string;
}

/**
 * Berlin wall clock (or whole days) → instants. An all-day appointment ends at the midnight after
 * its last day. A time skipped by the spring DST change is refused with the field named.
 */
export function instantsOfTimes(times: AppointmentTimes): { startsAt: Date; endsAt: Date } {
  if (times.all_day)
    return { startsAt: berlinMidnight(times.start), endsAt: berlinMidnight(addDays(times.end, 1)) };
  for (const [key, label] of [
    ['start', 'Beginn'],
    ['end', 'Ende'],
  ] as const) {
    const problem = localDateTimeProblem(times[key], label);
    if (problem) throw badRequest(problem, { [key]: problem });
  }
  const start = instantOf(times.start)!;
  return { startsAt: new Date(start), endsAt: new Date(instantOf(times.end, start)!) };
}

/** Instants → what the API answers: wall clock, or first and last day of an all-day appointment. */
export function timesOfInstants(allDay: boolean, startsAt: Date, endsAt: Date): AppointmentTimes {
  if (allDay)
    return {
      all_day: true,
      start: berlinDateOf(startsAt),
      end: berlinDateOf(new Date(endsAt.getTime() - 1)),
    };
  return {
    all_day: false,
    start: localDateTimeOf(startsAt.getTime()),
    end: localDateTimeOf(endsAt.getTime()),
  };
}
