import type { Appointment, CalendarMarker, CalendarMode } from '@kontor/contracts';
import { localDateTimeOf } from '@kontor/working-times';

// FullCalendar runs with timeZone 'UTC' ("UTC coercion"): a Date's UTC fields are the Berlin wall
// clock the API speaks. So no time-zone plugin is needed, and the browser's own zone never matters.

const DAY_MS = 86_400_000;

export const fullCalendarViews: Record<CalendarMode, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listWeek',
};

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Now in Berlin as a UTC-coerced Date (FullCalendar's "today" and now indicator). */
export const berlinNow = () => new Date(`${localDateTimeOf(Date.now())}:00Z`);
export const berlinToday = () => localDateTimeOf(Date.now()).slice(0, 10);

/** A UTC-coerced Date back to what the API takes. */
const wallClock = (date: Date) => date.toISOString().slice(0, 16);
const day = (date: Date) => date.toISOString().slice(0, 10);

/** FullCalendar's start and (exclusive) end → the API's times (all-day: last day inclusive). */
export function timesOf(allDay: boolean, start: Date, end: Date | null) {
  if (allDay) {
    const last = end ? addDays(day(end), -1) : day(start);
    return { all_day: true, start: day(start), end: last < day(start) ? day(start) : last };
  }
  return {
    all_day: false,
    start: wallClock(start),
    end: wallClock(end ?? new Date(start.getTime() + 60 * 60_000)),
  };
}

export const appointmentEvent = (a: Appointment) => ({
  id: `appointment-${a.id}`,
  title: a.title,
  start: a.start,
  // An all-day event's end is exclusive in FullCalendar, inclusive in the API.
  end: a.all_day ? addDays(a.end, 1) : a.end,
  allDay: a.all_day,
  editable: true,
  classNames: ['kontor-appointment'],
  extendedProps: { kind: 'appointment', appointment: a },
});

const markerColors: Record<CalendarMarker['layer'], string> = {
  absences: 'var(--mantine-color-teal-9)',
  invoices: 'var(--mantine-color-red-9)',
  tasks: 'var(--mantine-color-grape-9)',
};

export const markerEvent = (m: CalendarMarker) => ({
  id: `${m.layer}-${m.id}`,
  title: m.detail ? `${m.title} (${m.detail})` : m.title,
  start: m.from,
  end: addDays(m.to, 1),
  allDay: true,
  editable: false,
  backgroundColor: markerColors[m.layer],
  borderColor: markerColors[m.layer],
  textColor: '#fff',
  extendedProps: { kind: 'marker', link: m.link },
});
