import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { decimalPattern } from '../documents/money.ts';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { optionalText } from '../text-fields.ts';

// Time tracking (issue #16): entries of a person on projects/customers, one running timer per
// person (kept on the server, so it survives reloads and devices), approval, and billable
// approved entries → invoice lines in a new draft invoice. Times are Europe/Berlin wall clock.

export const timeEntryStatuses = ['open', 'approved', 'invoiced'] as const;
export type TimeEntryStatus = (typeof timeEntryStatuses)[number];
export const timeEntryStatusLabels: Record<TimeEntryStatus, string> = {
  open: 'Offen',
  approved: 'Freigegeben',
  invoiced: 'Abgerechnet',
};

/** Longest single entry: a day. */
export const TIME_ENTRY_MAX_MINUTES = 24 * 60;

const isoDate = (label: string) =>
  z
    .string({ error: `${label} fehlt.` })
    .refine(isValidIsoDate, { error: `${label}: bitte ein gültiges Datum (JJJJ-MM-TT) angeben.` });

const clock = (label: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} bitte als Uhrzeit (HH:mm) angeben.` })
    .nullable()
    .default(null);

const optionalId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).nullable().default(null);

const ZRate = z
  .union([z.string(), z.number()], { error: 'Stundensatz: bitte eine Zahl angeben.' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')))
  .refine((v) => v === '' || (decimalPattern.test(v) && Number(v) >= 0), {
    error: 'Stundensatz: bitte einen Betrag ab 0 mit höchstens vier Nachkommastellen angeben.',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** What is booked on: the same for an entry and a timer. */
const ZBookingFields = z.object({
  project_id: optionalId('Bitte ein Projekt wählen.'),
  customer_id: optionalId('Bitte einen Kunden wählen.'),
  article_id: optionalId('Bitte eine Leistung wählen.'),
  description: optionalText(2000, 'Der Text'),
  billable: z.boolean({ error: 'Bitte angeben, ob die Zeit abrechenbar ist.' }).default(true),
});

const ZEntryFields = ZBookingFields.extend({
  date: isoDate('Das Datum'),
  start: clock('Der Beginn'),
  end: clock('Das Ende'),
  duration_minutes: z
    .number({ error: 'Die Dauer: bitte Minuten als ganze Zahl angeben.' })
    .int({ error: 'Die Dauer: bitte Minuten als ganze Zahl angeben.' })
    .nullable()
    .default(null),
  rate: ZRate,
});

/** Start and end (same day) or a duration; start and end win when both are given. */
const withDuration = <T extends z.infer<typeof ZEntryFields>>(entry: T, ctx: z.RefinementCtx) => {
  if ((entry.start === null) !== (entry.end === null)) {
    const message = 'Bitte Beginn und Ende angeben – oder nur eine Dauer.';
    ctx.addIssue({ code: 'custom', path: [entry.start === null ? 'start' : 'end'], message });
    return;
  }
  if (entry.start !== null && entry.end !== null) {
    if (minutesOf(entry.end) <= minutesOf(entry.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'Das Ende muss nach dem Beginn liegen.' });
    return;
  }
  if (entry.duration_minutes === null || entry.duration_minutes <= 0)
    ctx.addIssue({
      code: 'custom',
      path: ['duration_minutes'],
      message: 'Bitte eine Dauer von mindestens einer Minute angeben.',
    });
  else if (entry.duration_minutes > TIME_ENTRY_MAX_MINUTES)
    ctx.addIssue({
      code: 'custom',
      path: ['duration_minutes'],
      message: 'Ein Eintrag darf höchstens 24 Stunden dauern.',
    });
};

const ZProfileField = z
  .number({ error: 'Bitte einen Mitarbeiter wählen.' })
  .int({ error: 'Bitte einen Mitarbeiter wählen.' })
  .positive({ error: 'Bitte einen Mitarbeiter wählen.' });

export const ZTimeEntryCreate = ZEntryFields.extend({ profile_id: ZProfileField.optional() }).superRefine(
  withDuration,
);
export type TimeEntryCreateInput = z.input<typeof ZTimeEntryCreate>;

export const ZTimeEntryUpdate = ZEntryFields.extend({
  version: z.number({ error: 'Die Version fehlt.' }).int({ error: 'Die Version fehlt.' }),
}).superRefine(withDuration);

export const ZTimeEntry = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  profile_name: z.string(),
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  duration_minutes: z.number().int(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  article_id: z.number().int().nullable(),
  article_name: z.string().nullable(),
  description: z.string().nullable(),
  billable: z.boolean(),
  /** The entry's own hourly rate; null = the article's or the project's at invoicing. */
  rate: z.string().nullable(),
  status: z.enum(timeEntryStatuses),
  /** The invoice it was billed on (status invoiced). */
  document_id: z.number().int().nullable(),
  approved_at: z.string().nullable(),
  version: z.number().int(),
});
export type TimeEntry = z.infer<typeof ZTimeEntry>;

const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'Ungültige ID.' })
    .int({ error: 'Ungültige ID.' })
    .positive({ error: 'Ungültige ID.' }),
});

const queryDate = (label: string) =>
  z
    .string()
    .refine(isValidIsoDate, { error: `${label}: bitte ein Datum (JJJJ-MM-TT) angeben.` })
    .optional();
const queryId = z.coerce
  .number({ error: 'Ungültige ID.' })
  .int()
  .positive({ error: 'Ungültige ID.' })
  .optional();

export const ZTimeEntryListQuery = z.object({
  from: queryDate('Von'),
  to: queryDate('Bis'),
  /** Without: one's own; with `times.approve` also someone else's. `all` = everyone (approvers). */
  profile_id: z.union([z.literal('all'), z.coerce.number().int().positive()]).optional(),
  status: z.enum(timeEntryStatuses).optional(),
  customer_id: queryId,
  project_id: queryId,
  document_id: queryId,
  billable: z.enum(['true', 'false']).optional(),
});

export const ZTimeEntryList = z.object({
  items: z.array(ZTimeEntry),
  total_minutes: z.number().int(),
  billable_minutes: z.number().int(),
});

export const ZTimer = z.object({
  profile_id: z.number().int(),
  /** ISO instant the timer was started. */
  started_at: z.string(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  article_id: z.number().int().nullable(),
  description: z.string().nullable(),
  billable: z.boolean(),
});
export type Timer = z.infer<typeof ZTimer>;

export const ZInvoiceTimesInput = z.object({
  customer_id: z
    .number({ error: 'Bitte einen Kunden wählen.' })
    .int({ error: 'Bitte einen Kunden wählen.' })
    .positive({ error: 'Bitte einen Kunden wählen.' }),
  project_id: optionalId('Bitte ein Projekt wählen.'),
  /** Only entries up to this day (inclusive); default all. */
  to: isoDate('Bis').nullable().default(null),
});

const base = '/api/times';

export const listTimeEntries = defineContract({
  method: 'GET',
  path: base,
  access: 'times.read',
  summary:
    'Zeiteinträge mit Filtern (Zeitraum, Mitarbeiter, Status, Kunde, Projekt, Rechnung). Ohne Mitarbeiter: die eigenen; andere nur mit „Zeiten freigeben“.',
  query: ZTimeEntryListQuery,
  response: ZTimeEntryList,
});

export const exportTimeEntries = defineContract({
  method: 'GET',
  path: `${base}/export`,
  access: 'times.read',
  summary: 'Zeiteinträge als CSV oder XLSX (mit den Filtern der Liste).',
  query: ZTimeEntryListQuery.extend({ format: z.enum(['csv', 'xlsx']) }),
  response: z.unknown(),
});

export const createTimeEntry = defineContract({
  method: 'POST',
  path: base,
  access: 'times.write',
  summary: 'Zeit erfassen (Beginn/Ende oder Dauer) auf Projekt, Kunde und Leistung.',
  body: ZTimeEntryCreate,
  response: ZTimeEntry,
  status: 201,
});

export const updateTimeEntry = defineContract({
  method: 'PUT',
  path: `${base}/:id`,
  access: 'times.write',
  summary: 'Offenen Zeiteintrag ändern (Versionsprüfung); freigegebene und abgerechnete sind fest.',
  params: ZIdParams,
  body: ZTimeEntryUpdate,
  response: ZTimeEntry,
});

export const deleteTimeEntry = defineContract({
  method: 'DELETE',
  path: `${base}/:id`,
  access: 'times.write',
  summary: 'Offenen Zeiteintrag löschen.',
  params: ZIdParams,
  response: z.object({ ok: z.literal(true) }),
});

export const approveTimeEntries = defineContract({
  method: 'POST',
  path: `${base}/approve`,
  access: 'times.approve',
  summary: 'Offene Zeiteinträge freigeben (danach unveränderlich, abrechenbare können berechnet werden).',
  body: z.object({
    ids: z
      .array(z.number().int().positive(), { error: 'Bitte Einträge wählen.' })
      .min(1, { error: 'Bitte mindestens einen Eintrag wählen.' })
      .max(500, { error: 'Höchstens 500 Einträge auf einmal.' }),
  }),
  response: z.object({ items: z.array(ZTimeEntry) }),
});

export const invoiceTimeEntries = defineContract({
  method: 'POST',
  path: `${base}/invoice`,
  access: 'times.approve',
  summary:
    'Freigegebene abrechenbare Zeiten eines Kunden (optional eines Projekts) als Positionen eines neuen Rechnungsentwurfs; die Einträge werden „abgerechnet“. Braucht zusätzlich „Dokumente bearbeiten“.',
  body: ZInvoiceTimesInput,
  response: z.object({ document_id: z.number().int(), entry_count: z.number().int() }),
  status: 201,
});

export const getTimer = defineContract({
  method: 'GET',
  path: `${base}/timer`,
  access: 'times.write',
  summary: 'Der laufende Timer der angemeldeten Person (oder keiner).',
  response: z.object({ timer: ZTimer.nullable() }),
});

export const startTimer = defineContract({
  method: 'POST',
  path: `${base}/timer`,
  access: 'times.write',
  summary: 'Timer starten (einer je Person; läuft auf dem Server weiter, auch nach dem Neuladen).',
  body: ZBookingFields,
  response: ZTimer,
  status: 201,
});

export const stopTimer = defineContract({
  method: 'POST',
  path: `${base}/timer/stop`,
  access: 'times.write',
  summary: 'Laufenden Timer anhalten: die Zeit wird als Eintrag gespeichert.',
  response: ZTimeEntry,
});
