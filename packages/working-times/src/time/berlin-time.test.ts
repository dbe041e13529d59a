import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instantOf,
  instantsOf,
  localDateTimeOf,
  localDateTimeProblem,
  offsetAt,
  wallClockParts,
} from './berlin-time.ts';
import { addDays, dateOfDayNumber, dayNumber } from './calendar-date.ts';

const utc = (iso: string) => Date.parse(iso);

describe('Berlin wall-clock times', () => {
  it('gives the calendar and clock fields of an instant, seconds included (the exports use them)', () => {
    expect(wallClockParts(Date.parse('2026-11-21T13:05:09Z'))).toMatchObject({
      year: '2026',
      month: '11',
      day: '21',
      hour: '14',
      minute: '05',
      second: '09',
    });
  });

  it('uses CET in winter and CEST in summer', () => {
    expect(instantOf('2026-01-15T08:00')).toBe(utc('2026-01-15T07:00:00Z'));
    expect(instantOf('2026-07-15T08:00')).toBe(utc('2026-07-15T06:00:00Z'));
    expect(offsetAt(utc('2026-01-15T07:00:00Z'))).toBe(3_600_000);
  });

  it('has no 02:00–02:59 on the last Sunday of March 2026', () => {
    expect(instantsOf('2026-03-29T02:30')).toEqual([]);
    expect(instantOf('2026-03-29T01:59')).toBe(utc('2026-03-29T00:59:00Z'));
    expect(instantOf('2026-03-29T03:00')).toBe(utc('2026-03-29T01:00:00Z'));
    expect(localDateTimeProblem('2026-03-29T02:30', 'Beginn')).toBe(
      'Beginn: 29.03.2026 02:30 Uhr gibt es wegen der Umstellung auf die Sommerzeit nicht.',
    );
  });

  it('has 02:00–02:59 twice on the last Sunday of October 2026 and picks the one after a given instant', () => {
    expect(instantsOf('2026-10-25T02:30')).toEqual([
      utc('2026-10-25T00:30:00Z'),
      utc('2026-10-25T01:30:00Z'),
    ]);
    expect(instantOf('2026-10-25T02:30')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(instantOf('2026-10-25T02:30', utc('2026-10-25T00:45:00Z'))).toBe(utc('2026-10-25T01:30:00Z'));
    expect(localDateTimeOf(utc('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
  });

  it('refuses malformed values with a German message', () => {
    expect(localDateTimeProblem('2026-02-30T08:00', 'Beginn')).toMatch(/^Beginn: bitte Datum und Uhrzeit/);
    expect(localDateTimeProblem('2026-03-03 08:00', 'Ende')).toMatch(/^Ende: bitte/);
    expect(localDateTimeProblem('2026-03-03T24:00', 'Ende')).toMatch(/^Ende: bitte/);
    expect(localDateTimeProblem('2026-03-03T08:00', 'Ende')).toBeNull();
  });

  it('round-trips every instant through its wall-clock time (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('2000-01-01T00:00:00Z') / 60_000, max: utc('2040-01-01T00:00:00Z') / 60_000 }),
        (minute) => {
          const instant = minute * 60_000;
          const local = localDateTimeOf(instant);
          expect(instantsOf(local)).toContain(instant);
        },
      ),
    );
  });

  it('adds calendar days without a time zone (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (day, delta) => {
          expect(dayNumber(addDays(dateOfDayNumber(day), delta))).toBe(day + delta);
        },
      ),
    );
  });
});
