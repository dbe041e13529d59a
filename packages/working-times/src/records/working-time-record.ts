import {
  formatGermanDateTime,
  instantOf,
  localDateTimeOf,
  localDateTimeProblem,
  MINUTE_MS,
  type LocalDateTime,
} from '../time/berlin-time.ts';

/** A Kommen/Gehen record as the API receives it: Berlin wall-clock times. */
export interface WorkingTimeRecordInput {
  start: LocalDateTime;
  end: LocalDateTime;
  breaks?: readonly { start: LocalDateTime; end: LocalDateTime }[];
}

/** Half-open span of instants [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export interface ResolvedRecord extends Interval {
  breaks: Interval[];
}

export type RecordResolution = { ok: true; record: ResolvedRecord } | { ok: false; message: string };

/** A record longer than this is a forgotten clock-out, not a shift. */
export const MAX_RECORD_MINUTES = 24 * 60;

const fail = (message: string): RecordResolution => ({ ok: false, message });

const span = (interval: Interval): string =>
  `${formatGermanDateTime(localDateTimeOf(interval.start))}–${localDateTimeOf(interval.end).slice(11, 16)}`;

/**
 * Checks a record and turns it into instants. Breaks must lie strictly inside the record (a
 * "break" at its edge is a later start or an earlier end) and must not overlap each other.
 */
export const resolveWorkingTimeRecord = (input: WorkingTimeRecordInput): RecordResolution => {
  const problem = localDateTimeProblem(input.start, 'Beginn') ?? localDateTimeProblem(input.end, 'Ende');
  if (problem) return fail(problem);
  const start = instantOf(input.start)!;
  const end = instantOf(input.end, start)!;
  if (end <= start) return fail('Das Ende muss nach dem Beginn liegen.');
  if (end - start > MAX_RECORD_MINUTES * MINUTE_MS) {
    return fail('Ein Eintrag darf höchstens 24 Stunden lang sein – bitte das Gehen prüfen.');
  }

  const breaks: Interval[] = [];
  for (const raw of input.breaks ?? []) {
    const breakProblem =
      localDateTimeProblem(raw.start, 'Pausenbeginn') ?? localDateTimeProblem(raw.end, 'Pausenende');
    if (breakProblem) return fail(breakProblem);
    const breakStart = instantOf(raw.start, start)!;
    const breakEnd = instantOf(raw.end, breakStart)!;
    if (breakEnd <= breakStart) return fail('Eine Pause muss nach ihrem Beginn enden.');
    const pause = { start: breakStart, end: breakEnd };
    if (breakStart <= start || breakEnd >= end) {
      return fail(`Die Pause ${span(pause)} liegt nicht innerhalb der Arbeitszeit.`);
    }
    breaks.push(pause);
  }
  breaks.sort((a, b) => a.start - b.start);
  for (let i = 1; i < breaks.length; i++) {
    if (breaks[i]!.start < breaks[i - 1]!.end) {
      return fail(`Die Pausen ${span(breaks[i - 1]!)} und ${span(breaks[i]!)} überschneiden sich.`);
    }
  }
  return { ok: true, record: { start, end, breaks } };
};

/** The record's working intervals: the record minus its breaks. */
export const workIntervalsOf = (record: ResolvedRecord): Interval[] => {
  const intervals: Interval[] = [];
  let cursor = record.start;
  for (const pause of record.breaks) {
    intervals.push({ start: cursor, end: pause.start });
    cursor = pause.end;
  }
  intervals.push({ start: cursor, end: record.end });
  return intervals;
};

export const minutesOf = (interval: Interval): number => (interval.end - interval.start) / MINUTE_MS;

/** Net working minutes of a record (§ 2 Abs. 1 ArbZG: working time is without the breaks). */
export const netMinutesOf = (record: ResolvedRecord): number =>
  workIntervalsOf(record).reduce((sum, interval) => sum + minutesOf(interval), 0);
