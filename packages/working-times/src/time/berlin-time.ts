import { dayNumber, formatGermanDate, isIsoDate, type IsoDate } from './calendar-date.ts';

/**
 * Wall-clock times in Europe/Berlin as `YYYY-MM-DDTHH:mm` (the automation contract) and their
 * instants (epoch milliseconds). Offsets come from the runtime's time-zone data (Intl), so DST
 * follows the tz database in Node and in browsers: a night shift over the March change lasts one
 * hour less than the wall clock says, over the October change one hour more.
 */

export const TIME_ZONE = 'Europe/Berlin';

/** Wall-clock date-time `YYYY-MM-DDTHH:mm` in Europe/Berlin. */
export type LocalDateTime = string;

export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LOCAL_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  date: IsoDate;
  /** Minutes since local midnight, 0 … 1439. */
  minuteOfDay: number;
}

export const parseLocalDateTime = (value: string): WallClock | null => {
  const m = LOCAL_PATTERN.exec(value);
  if (!m || !isIsoDate(m[1]!)) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (hours > 23 || minutes > 59) return null;
  return { date: m[1]!, minuteOfDay: hours * 60 + minutes };
};

const wallClockAsUtc = ({ date, minuteOfDay }: WallClock): number =>
  dayNumber(date) * DAY_MS + minuteOfDay * MINUTE_MS;

export type WallClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** An instant's Europe/Berlin calendar and clock fields, two digits each (the year four). */
export const wallClockParts = (instant: number): WallClockParts => {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return parts as WallClockParts;
};

/** Offset of Berlin wall-clock time from UTC at an instant, in milliseconds (+1 h or +2 h). */
export const offsetAt = (instant: number): number => {
  const parts = wallClockParts(instant);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/**
 * All instants showing this wall-clock time: none in the spring gap (02:00–02:59 on the last
 * Sunday of March), two in the autumn overlap (02:00–02:59 on the last Sunday of October).
 */
export const instantsOf = (local: LocalDateTime): number[] => {
  const wall = parseLocalDateTime(local);
  if (!wall) return [];
  const asUtc = wallClockAsUtc(wall);
  const offsets = new Set([offsetAt(asUtc - DAY_MS), offsetAt(asUtc + DAY_MS)]);
  return [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => offsetAt(instant) === asUtc - instant)
    .sort((a, b) => a - b);
};

/**
 * The instant of a wall-clock time; in the autumn overlap the earliest one after `notBefore`
 * (so an end time in the repeated hour lies after its start), else the earliest. Null when the
 * time does not exist.
 */
export const instantOf = (local: LocalDateTime, notBefore?: number): number | null => {
  const instants = instantsOf(local);
  if (notBefore !== undefined) {
    const after = instants.find((instant) => instant > notBefore);
    if (after !== undefined) return after;
  }
  return instants[0] ?? null;
};

export const localDateTimeOf = (instant: number): LocalDateTime => {
  const local = new Date(instant + offsetAt(instant)).toISOString();
  return `${local.slice(0, 10)}T${local.slice(11, 16)}`;
};

export const localDateOf = (instant: number): IsoDate => localDateTimeOf(instant).slice(0, 10);

/** `08:30` */
export const localTimeOf = (instant: number): string => localDateTimeOf(instant).slice(11, 16);

/** The instant of local midnight starting `date` (midnight always exists in Berlin). */
export const startOfLocalDate = (date: IsoDate): number => {
  const instant = instantOf(`${date}T00:00`);
  if (instant === null) throw new Error(`Mitternacht fehlt am ${date}`);
  return instant;
};

/** `03.03.2026 08:30` */
export const formatGermanDateTime = (local: LocalDateTime): string =>
  `${formatGermanDate(local.slice(0, 10))} ${local.slice(11, 16)}`;

/** German reason why a wall-clock value is unusable, or null when it is a real Berlin time. */
export const localDateTimeProblem = (value: string, label: string): string | null => {
  const wall = parseLocalDateTime(value);
  if (!wall) return `${label}: bitte Datum und Uhrzeit im Format JJJJ-MM-TTTHH:MM angeben.`;
  if (instantsOf(value).length === 0) {
    return `${label}: ${formatGermanDateTime(value)} Uhr gibt es wegen der Umstellung auf die Sommerzeit nicht.`;
  }
  return null;
};
