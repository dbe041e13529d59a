import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { optionalText } from '../text-fields.ts';

// Calendar (issue #16): appointments with participants, customer/project and reminders; the
// calendar also shows absences, due dates of open invoices and of tasks (read-only). Times are
// Europe/Berlin wall clock `YYYY-MM-DDTHH:mm`; all-day appointments take days `YYYY-MM-DD`
// (end inclusive). Each person can have a secret iCal feed URL.

export const calendarModes = ['month', 'week', 'day', 'list'] as const;
export type CalendarMode = (typeof calendarModes)[number];

export const calendarLayers = ['appointments', 'absences', 'invoices', 'tasks'] as const;
export type CalendarLayer = (typeof calendarLayers)[number];

/** Reminder offsets the dialog offers (minutes before the start). */
export const reminderChoices = [0, 5, 15, 30, 60, 120, 1440, 2880] as const;
export const MAX_REMINDER_MINUTES = 4 * 7 * 1440;
/** An appointment may last up to a year (a timed one as much as an all-day one). */
export const MAX_APPOINTMENT_DAYS = 366;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

const isValidLocalDateTime = (value: string) => {
  const m = LOCAL_DATE_TIME.exec(value);
  return m !== null && isValidIsoDate(m[1]!);
};

const optionalId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).nullable().default(null);

const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;

const ZAppointmentFields = z.object({
  title: z
    .string({ error: 'Bitte einen Titel angeben.' })
    .trim()
    .min(1, { error: 'Bitte einen Titel angeben.' })
    .max(200, { error: 'Der Titel darf höchstens 200 Zeichen lang sein.' }),
  all_day: z.boolean({ error: 'Bitte angeben, ob der Termin ganztägig ist.' }).default(false),
  start: z.string({ error: 'Bitte den Beginn angeben.' }),
  end: z.string({ error: 'Bitte das Ende angeben.' }),
  location: optionalText(300, 'Der Ort'),
  description: optionalText(5000, 'Die Beschreibung'),
  participant_ids: z
    .array(z.number().int().positive(), { error: 'Bitte Teilnehmer aus der Liste wählen.' })
    .max(50, { error: 'Höchstens 50 Teilnehmer.' })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  customer_id: optionalId('Bitte einen Kunden wählen.'),
  project_id: optionalId('Bitte ein Projekt wählen.'),
  reminders: z
    .array(
      z
        .number({ error: 'Erinnerung: bitte Minuten als ganze Zahl angeben.' })
        .int({ error: 'Erinnerung: bitte Minuten als ganze Zahl angeben.' })
        .min(0, { error: 'Erinnerung: höchstens 4 Wochen vorher, nicht danach.' })
        .max(MAX_REMINDER_MINUTES, { error: 'Erinnerung: höchstens 4 Wochen vorher.' }),
    )
    .max(5, { error: 'Höchstens 5 Erinnerungen je Termin.' })
    .default([])
    .transform((minutes) => [...new Set(minutes)].sort((a, b) => a - b)),
});

/** Start and end in the format the kind asks for, the end after (all-day: not before) the start. */
const checkTimes = (value: { all_day: boolean; start: string; end: string }, ctx: z.RefinementCtx) => {
  const valid = value.all_day ? isValidIsoDate : isValidLocalDateTime;
  const format = value.all_day ? 'als Datum (TT.MM.JJJJ)' : 'als Datum und Uhrzeit';
  let ok = true;
  for (const [key, label] of [
    ['start', 'Beginn'],
    ['end', 'Ende'],
  ] as const) {
    if (!valid(value[key])) {
      ctx.addIssue({ code: 'custom', path: [key], message: `${label}: bitte ${format} angeben.` });
      ok = false;
    }
  }
  if (!ok) return;
  if (value.all_day ? value.end < value.start : value.end <= value.start) {
    const message = value.all_day
      ? 'Das Ende darf nicht vor dem Beginn liegen.'
      : 'Das Ende muss nach dem Beginn liegen.';
    ctx.addIssue({ code: 'custom', path: ['end'], message });
  } else if (dayNumber(value.end) - dayNumber(value.start) > MAX_APPOINTMENT_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'Ein Termin darf höchstens ein Jahr dauern.' });
  }
};

export const ZAppointmentInput = ZAppointmentFields.superRefine(checkTimes);
export type AppointmentInput = z.input<typeof ZAppointmentInput>;

const ZVersion = z.number({ error: 'Die Version fehlt.' }).int({ error: 'Die Version fehlt.' });

export const ZAppointmentUpdate = ZAppointmentFields.extend({ version: ZVersion }).superRefine(checkTimes);

/** Drag and drop: only the times change. */
export const ZAppointmentMove = z
  .object({
    all_day: z.boolean({ error: 'Bitte angeben, ob der Termin ganztägig ist.' }),
    start: z.string({ error: 'Bitte den Beginn angeben.' }),
    end: z.string({ error: 'Bitte das Ende angeben.' }),
    version: ZVersion,
  })
  .superRefine(checkTimes);

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZAppointment = z.object({
  id: z.number().int(),
  title: z.string(),
  all_day: z.boolean(),
  /** `YYYY-MM-DDTHH:mm` (Berlin) or, all-day, `YYYY-MM-DD`. */
  start: z.string(),
  /** Timed: `YYYY-MM-DDTHH:mm`; all-day: the last day, inclusive. */
  end: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  participants: z.array(ZNamed),
  customer: ZNamed.nullable(),
  project: ZNamed.nullable(),
  reminders: z.array(z.number().int()),
  version: z.number().int(),
});
export type Appointment = z.infer<typeof ZAppointment>;

/** A read-only entry of another area, linked to its record. */
export const ZCalendarMarker = z.object({
  layer: z.enum(['absences', 'invoices', 'tasks']),
  id: z.number().int(),
  title: z.string(),
  /** First and last day (inclusive). */
  from: z.string(),
  to: z.string(),
  /** The record's page in the web app. */
  link: z.string(),
  /** Absences: Beantragt/Genehmigt; tasks: status; invoices: open amount. */
  detail: z.string().nullable(),
});
export type CalendarMarker = z.infer<typeof ZCalendarMarker>;

const queryDate = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum (JJJJ-MM-TT) angeben.` })
    .refine(isValidIsoDate, { error: `${label}: bitte ein Datum (JJJJ-MM-TT) angeben.` });

export const ZCalendarQuery = z
  .object({
    from: queryDate('Von'),
    to: queryDate('Bis'),
    /** Comma-separated; default all layers the caller may read. */
    layers: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return [...calendarLayers];
        const parts = v.split(',');
        const unknown = parts.filter((p) => !(calendarLayers as readonly string[]).includes(p));
        if (unknown.length > 0) {
          ctx.addIssue({ code: 'custom', message: `Unbekannte Ebene: ${unknown.join(', ')}.` });
          return z.NEVER;
        }
        return parts as CalendarLayer[];
      }),
    /** Only appointments one takes part in. */
    mine: z.enum(['true', 'false']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Bis liegt vor Von.' });
    else if (dayNumber(q.to) - dayNumber(q.from) > 400)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Höchstens 400 Tage auf einmal.' });
  });

export const ZCalendarView = z.object({
  appointments: z.array(ZAppointment),
  markers: z.array(ZCalendarMarker),
});
export type CalendarView = z.infer<typeof ZCalendarView>;

export const ZCalendarFeedStatus = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});

export const ZCalendarFeedCreated = z.object({
  /** The secret address, shown once; only its hash is stored. */
  url: z.string(),
  created_at: z.string(),
});

const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'Ungültige ID.' })
    .int({ error: 'Ungültige ID.' })
    .positive({ error: 'Ungültige ID.' }),
});

const base = '/api/calendar';

export const getCalendar = defineContract({
  method: 'GET',
  path: base,
  access: 'calendar.read',
  summary:
    'Termine und (nur lesend) Abwesenheiten, Fälligkeiten offener Rechnungen und Aufgaben eines Zeitraums; Ebenen nur mit dem jeweiligen Leserecht.',
  query: ZCalendarQuery,
  response: ZCalendarView,
});

export const getAppointment = defineContract({
  method: 'GET',
  path: `${base}/appointments/:id`,
  access: 'calendar.read',
  summary: 'Ein Termin.',
  params: ZIdParams,
  response: ZAppointment,
});

export const createAppointment = defineContract({
  method: 'POST',
  path: `${base}/appointments`,
  access: 'calendar.write',
  summary: 'Termin anlegen (Teilnehmer, Kunde, Projekt, Erinnerungen per E-Mail).',
  body: ZAppointmentInput,
  response: ZAppointment,
  status: 201,
});

export const updateAppointment = defineContract({
  method: 'PUT',
  path: `${base}/appointments/:id`,
  access: 'calendar.write',
  summary: 'Termin ändern (Versionsprüfung).',
  params: ZIdParams,
  body: ZAppointmentUpdate,
  response: ZAppointment,
});

export const moveAppointment = defineContract({
  method: 'POST',
  path: `${base}/appointments/:id/move`,
  access: 'calendar.write',
  summary: 'Termin verschieben oder Dauer ändern (Ziehen im Kalender; Versionsprüfung).',
  params: ZIdParams,
  body: ZAppointmentMove,
  response: ZAppointment,
});

export const deleteAppointment = defineContract({
  method: 'DELETE',
  path: `${base}/appointments/:id`,
  access: 'calendar.write',
  summary: 'Termin löschen.',
  params: ZIdParams,
  response: z.object({ ok: z.literal(true) }),
});

export const getCalendarFeed = defineContract({
  method: 'GET',
  path: `${base}/feed`,
  access: 'calendar.read',
  summary: 'Ob die angemeldete Person eine iCal-Adresse hat (die Adresse selbst ist nicht mehr abrufbar).',
  response: ZCalendarFeedStatus,
});

export const createCalendarFeed = defineContract({
  method: 'POST',
  path: `${base}/feed`,
  access: 'calendar.read',
  summary: 'Neue geheime iCal-Adresse der angemeldeten Person (einmal angezeigt; eine alte wird ungültig).',
  response: ZCalendarFeedCreated,
  status: 201,
});

export const revokeCalendarFeed = defineContract({
  method: 'DELETE',
  path: `${base}/feed`,
  access: 'calendar.read',
  summary: 'iCal-Adresse der angemeldeten Person widerrufen.',
  response: z.object({ ok: z.literal(true) }),
});

export const downloadCalendarFeed = defineContract({
  method: 'GET',
  path: `${base}/ical/:token`,
  access: 'public',
  summary:
    'iCal-Feed (text/calendar) einer Person: ihre Termine und Abwesenheiten. Der geheime Token ist der Zugang.',
  params: z.object({ token: z.string().max(200) }),
  response: z.unknown(),
});
