import fc from 'fast-check';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventUid, writeICalendar, type CalendarEvent } from './ical-writer.ts';

const generatedAt = new Date('2026-11-20T10:00:00Z');

/** Parses with ical.js (a real RFC 5545 parser) and returns the events. */
const parseEvents = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the iCal feed', () => {
  const events: CalendarEvent[] = [
    {
      kind: 'timed',
      uid: eventUid(7, 'appointment', 42, 'kontor.example'),
      summary: 'Abnahme, Bauabschnitt 2; Müller\\Schmidt',
      description: 'Zeile 1\nZeile 2',
      location: 'Baustelle Süd, Tor 3',
      start: '2026-03-03T08:30',
      end: '2026-03-03T10:00',
    },
    {
      kind: 'timed',
      uid: 'summer@kontor.example',
      summary: 'Sommer',
      start: '2026-07-15T08:00',
      end: '2026-07-15T09:00',
    },
    {
      kind: 'timed',
      uid: 'night@kontor.example',
      summary: 'Nachtschicht',
      start: '2026-10-24T22:00',
      end: '2026-10-25T06:00',
    },
    {
      kind: 'allDay',
      uid: eventUid(7, 'absence', 9, 'kontor.example'),
      summary: 'Urlaub',
      from: '2026-08-03',
      to: '2026-08-14',
    },
  ];
  const text = writeICalendar({ name: 'Kalender von Anna Schäfer', events, generatedAt });

  beforeAll(() => {
    ICAL.TimezoneService.register(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!);
  });

  it('is a VCALENDAR with CRLF lines of at most 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parseEvents(text).calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Kalender von Anna Schäfer',
    );
  });

  it('keeps commas, semicolons, backslashes and newlines through escaping', () => {
    const [appointment] = parseEvents(text).events;
    expect(appointment!.summary).toBe('Abnahme, Bauabschnitt 2; Müller\\Schmidt');
    expect(appointment!.description).toBe('Zeile 1\nZeile 2');
    expect(appointment!.location).toBe('Baustelle Süd, Tor 3');
    expect(appointment!.uid).toBe('kontor-7-appointment-42@kontor.example');
  });

  it('writes Berlin local times with a VTIMEZONE that resolves to the right instants, DST included', () => {
    const [winter, summer, night] = parseEvents(text).events;
    expect(winter!.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(winter!.startDate.toJSDate().toISOString()).toBe('2026-03-03T07:30:00.000Z');
    expect(summer!.startDate.toJSDate().toISOString()).toBe('2026-07-15T06:00:00.000Z');
    // 22:00 summer time to 06:00 winter time: nine real hours.
    expect(night!.endDate.toUnixTime() - night!.startDate.toUnixTime()).toBe(9 * 3600);
  });

  it('writes UTC times on request', () => {
    const utc = writeICalendar({ name: 'UTC', events: events.slice(0, 1), generatedAt, timeFormat: 'utc' });
    expect(utc).not.toContain('VTIMEZONE');
    expect(utc).toContain('DTSTART:20260303T073000Z');
    expect(parseEvents(utc).events[0]!.startDate.toJSDate().toISOString()).toBe('2026-03-03T07:30:00.000Z');
  });

  it('writes absences as all-day events with an exclusive end', () => {
    const absence = parseEvents(text).events[3]!;
    expect(absence.startDate.isDate).toBe(true);
    expect(absence.startDate.toString()).toBe('2026-08-03');
    expect(absence.endDate.toString()).toBe('2026-08-15');
    expect(text).toContain('DTSTART;VALUE=DATE:20260803');
  });

  it('is the same text for the same data (stable UIDs, DTSTAMP from the caller)', () => {
    expect(writeICalendar({ name: 'Kalender von Anna Schäfer', events, generatedAt })).toBe(text);
  });

  it('refuses times that do not exist, in German', () => {
    expect(() =>
      writeICalendar({
        name: 'x',
        generatedAt,
        events: [
          { kind: 'timed', uid: 'a', summary: 'Termin', start: '2026-03-29T02:30', end: '2026-03-29T04:00' },
        ],
      }),
    ).toThrow(
      'Termin „Termin“: Beginn: 29.03.2026 02:30 Uhr gibt es wegen der Umstellung auf die Sommerzeit nicht.',
    );
    expect(() =>
      writeICalendar({
        name: 'x',
        generatedAt,
        events: [{ kind: 'allDay', uid: 'a', summary: 'Urlaub', from: '2026-08-14', to: '2026-08-03' }],
      }),
    ).toThrow(/bis nicht vor von/);
  });

  it('round-trips any text through folding and escaping (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom('\n', '\r\n', '\r', '\t', '\u0001', '\u007f', ',', ';', '\\', 'ä', '€', '😀'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    const text = fc.string({ unit: piece, maxLength: 120 });
    // Expected after the round trip: control characters dropped, every line break a \n.
    // eslint-disable-next-line no-control-regex
    const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
    const normalize = (value: string) => value.replace(controls, '').replace(/\r\n|\r/g, '\n');
    fc.assert(
      fc.property(
        text.filter((s) => normalize(s).length > 0),
        text,
        (summary, description) => {
          const feed = writeICalendar({
            name: 'P',
            generatedAt,
            events: [
              { kind: 'allDay', uid: 'p@kontor', summary, description, from: '2026-01-01', to: '2026-01-01' },
            ],
          });
          expect(Math.max(...feed.split('\r\n').map(octets))).toBeLessThanOrEqual(75);
          const [event] = parseEvents(feed).events;
          expect(event!.summary).toBe(normalize(summary));
          expect(event!.description ?? '').toBe(normalize(description));
        },
      ),
    );
  });
});
