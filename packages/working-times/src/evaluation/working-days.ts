import { localDateOf, MINUTE_MS, startOfLocalDate } from '../time/berlin-time.ts';
import { addDays, type IsoDate } from '../time/calendar-date.ts';
import {
  minutesOf,
  workIntervalsOf,
  type Interval,
  type ResolvedRecord,
} from '../records/working-time-record.ts';

/**
 * A working day (Arbeitstag): the local date on which its work starts, and the work of that day.
 * Records starting on the same date belong together; a record starting on a later date joins
 * only when the previous work ran past midnight into that date and the interruption is shorter
 * than the minimum rest — so a night shift interrupted by clocking out for a break stays one
 * working day, while the next night's shift (≥ 11 h later) is a new one.
 */
export interface WorkingDay {
  date: IsoDate;
  /** Work without breaks, sorted and disjoint. */
  intervals: Interval[];
  start: number;
  end: number;
  netMinutes: number;
}

export const groupWorkingDays = (
  records: readonly ResolvedRecord[],
  minRestMinutes: number,
): WorkingDay[] => {
  const days: WorkingDay[] = [];
  for (const record of [...records].sort((a, b) => a.start - b.start)) {
    const date = localDateOf(record.start);
    const current = days.at(-1);
    const ranIntoDate =
      current !== undefined && localDateOf(current.end - 1) === date && date !== current.date;
    const joins =
      current !== undefined &&
      (date === current.date || (ranIntoDate && record.start - current.end < minRestMinutes * MINUTE_MS));
    const intervals = workIntervalsOf(record);
    const netMinutes = intervals.reduce((sum, interval) => sum + minutesOf(interval), 0);
    if (current && joins) {
      current.intervals.push(...intervals);
      current.end = Math.max(current.end, record.end);
      current.netMinutes += netMinutes;
    } else {
      days.push({ date, intervals, start: record.start, end: record.end, netMinutes });
    }
  }
  return days;
};

/** Interruptions between the day's consecutive work intervals (record breaks and gaps), in minutes. */
export const interruptionsOf = (day: WorkingDay): number[] =>
  day.intervals.slice(1).map((interval, i) => (interval.start - day.intervals[i]!.end) / MINUTE_MS);

/**
 * Net minutes of each stretch of work not interrupted by a break of at least `minBreakMinutes`:
 * shorter interruptions are no Ruhepause (§ 4 Satz 2 ArbZG), so the work around them is one stretch.
 */
export const stretchesOf = (day: WorkingDay, minBreakMinutes: number): number[] => {
  const stretches: number[] = [];
  const interruptions = interruptionsOf(day);
  day.intervals.forEach((interval, i) => {
    if (i === 0 || interruptions[i - 1]! >= minBreakMinutes) stretches.push(0);
    stretches[stretches.length - 1]! += minutesOf(interval);
  });
  return stretches;
};

/** Worked minutes per local calendar date: intervals are cut at Berlin midnight. */
export const minutesByDate = (intervals: readonly Interval[]): Map<IsoDate, number> => {
  const byDate = new Map<IsoDate, number>();
  for (const interval of intervals) {
    let cursor = interval.start;
    while (cursor < interval.end) {
      const date = localDateOf(cursor);
      const segmentEnd = Math.min(interval.end, startOfLocalDate(addDays(date, 1)));
      byDate.set(date, (byDate.get(date) ?? 0) + (segmentEnd - cursor) / MINUTE_MS);
      cursor = segmentEnd;
    }
  }
  return byDate;
};
