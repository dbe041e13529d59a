import { instantOf, localDateTimeProblem, TIME_ZONE, type LocalDateTime } from '../time/berlin-time.ts';
import { addDays, isIsoDate, type IsoDate } from '../time/calendar-date.ts';
import { BERLIN_VTIMEZONE } from './berlin-vtimezone.ts';
import { escapeText, foldLine } from './ical-text.ts';

interface EventBase {
  /** Stable across feed fetches, so clients update instead of duplicating (see eventUid). */
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
}

/** An appointment with Berlin wall-clock times. */
export interface TimedCalendarEvent extends EventBase {
  kind: 'timed';
  start: LocalDateTime;
  end: LocalDateTime;
}

/** Whole days, e.g. an absence: `from` to `to` inclusive. */
export interface AllDayCalendarEvent extends EventBase {
  kind: 'allDay';
  from: IsoDate;
  to: IsoDate;
}

export type CalendarEvent = TimedCalendarEvent | AllDayCalendarEvent;

export interface CalendarFeed {
  name: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when the feed was generated. */
  generatedAt: Date;
  /** `tzid` (default): local times with TZID=Europe/Berlin and a VTIMEZONE; `utc`: times in UTC. */
  timeFormat?: 'tzid' | 'utc';
}

/** `kontor-<tenant>-<kind>-<id>@<host>`: the same record always has the same UID. */
export const eventUid = (tenantId: number, kind: string, id: number | string, host: string): string =>
  `kontor-${tenantId}-${kind}-${id}@${host}`;

const compactUtc = (instant: number): string =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

const compactLocal = (local: LocalDateTime): string => `${local.replace(/-/g, '').replace(':', '')}00`;

const compactDate = (date: IsoDate): string => date.replace(/-/g, '');

const timedProperties = (event: TimedCalendarEvent, timeFormat: 'tzid' | 'utc'): string[] => {
  const problem = localDateTimeProblem(event.start, 'Beginn') ?? localDateTimeProblem(event.end, 'Ende');
  if (problem) throw new Error(`Termin „${event.summary}“: ${problem}`);
  const start = instantOf(event.start)!;
  const end = instantOf(event.end, start)!;
  if (end < start) throw new Error(`Termin „${event.summary}“: Das Ende muss nach dem Beginn liegen.`);
  if (timeFormat === 'utc') return [`DTSTART:${compactUtc(start)}`, `DTEND:${compactUtc(end)}`];
  return [
    `DTSTART;TZID=${TIME_ZONE}:${compactLocal(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${compactLocal(event.end)}`,
  ];
};

const allDayProperties = (event: AllDayCalendarEvent): string[] => {
  if (!isIsoDate(event.from) || !isIsoDate(event.to) || event.to < event.from) {
    throw new Error(`Termin „${event.summary}“: Bitte gültige Tage angeben (bis nicht vor von).`);
  }
  // DTEND of a DATE event is exclusive (RFC 5545 § 3.6.1).
  return [
    `DTSTART;VALUE=DATE:${compactDate(event.from)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(event.to, 1))}`,
  ];
};

/** The feed as an RFC 5545 iCalendar text (CRLF line ends, folded at 75 octets). */
export const writeICalendar = (feed: CalendarFeed): string => {
  const timeFormat = feed.timeFormat ?? 'tzid';
  const stamp = compactUtc(feed.generatedAt.getTime());
  const hasTimed = feed.events.some((event) => event.kind === 'timed');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kontor//Kalender//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...(timeFormat === 'tzid' ? [`X-WR-TIMEZONE:${TIME_ZONE}`] : []),
    ...(timeFormat === 'tzid' && hasTimed ? BERLIN_VTIMEZONE : []),
  ];
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      ...(event.kind === 'timed' ? timedProperties(event, timeFormat) : allDayProperties(event)),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.flatMap(foldLine).join('\r\n') + '\r\n';
};
