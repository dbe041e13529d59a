import { describe, expect, it } from 'vitest';
import { appointmentEvent, timesOf } from './calendar-dates.ts';

describe('calendar dates', () => {
  it('turns FullCalendar’s UTC-coerced dates into Berlin wall clock and inclusive last days', () => {
    expect(timesOf(false, new Date('2026-03-03T08:30:00Z'), new Date('2026-03-03T10:00:00Z'))).toEqual({
      all_day: false,
      start: '2026-03-03T08:30',
      end: '2026-03-03T10:00',
    });
    expect(timesOf(true, new Date('2026-03-28T00:00:00Z'), new Date('2026-03-31T00:00:00Z'))).toEqual({
      all_day: true,
      start: '2026-03-28',
      end: '2026-03-30',
    });
    // A timed event dropped into the all-day row has no end yet: one day.
    expect(timesOf(true, new Date('2026-03-05T00:00:00Z'), null)).toMatchObject({
      start: '2026-03-05',
      end: '2026-03-05',
    });
  });

  it('gives an all-day appointment FullCalendar’s exclusive end', () => {
    const event = appointmentEvent({
      id: 1,
      title: 'Messe',
      all_day: true,
      start: '2026-03-28',
      end: '2026-03-30',
      location: null,
      description: null,
      participants: [],
      customer: null,
      project: null,
      reminders: [],
      version: 1,
    });
    expect(event).toMatchObject({ start: '2026-03-28', end: '2026-03-31', allDay: true });
  });
});
