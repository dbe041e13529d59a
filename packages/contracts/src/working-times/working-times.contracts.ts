import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { requiredText } from '../text-fields.ts';

// Working times (issue #16): Kommen/Gehen with breaks, corrections with history, month closing
// and the ArbZG evaluation. Times are Europe/Berlin wall-clock times `YYYY-MM-DDTHH:mm`; the
// API checks the rest (DST gap, order, breaks inside, overlaps) with @kontor/working-times.

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localDateTime = (label: string) =>
  z
    .string({ error: `${label} fehlt.` })
    .regex(LOCAL_DATE_TIME, { error: `${label} bitte als Datum und Uhrzeit (JJJJ-MM-TTTHH:mm) angeben.` });

export const ZIsoMonth = z
  .string({ error: 'Bitte einen Monat wählen.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Bitte einen Monat als JJJJ-MM angeben.' });

const ZProfileIdField = z.coerce
  .number({ error: 'Bitte einen Mitarbeiter wählen.' })
  .int({ error: 'Bitte einen Mitarbeiter wählen.' })
  .positive({ error: 'Bitte einen Mitarbeiter wählen.' });

export const ZWorkingTimeBreak = z.object({
  start: localDateTime('Der Pausenbeginn'),
  end: localDateTime('Das Pausenende'),
});

const ZWorkingTimeFields = z.object({
  start: localDateTime('Der Beginn (Kommen)'),
  end: localDateTime('Das Ende (Gehen)'),
  breaks: z.array(ZWorkingTimeBreak).max(20, { error: 'Höchstens 20 Pausen je Eintrag.' }).default([]),
});

export const ZCreateWorkingTimeInput = ZWorkingTimeFields.extend({ profile_id: ZProfileIdField });
export type CreateWorkingTimeInput = z.input<typeof ZCreateWorkingTimeInput>;

const ZReason = requiredText(500, 'Die Begründung', 'Bitte den Grund der Änderung angeben.');
const ZVersion = z.number({ error: 'Die Version fehlt.' }).int({ error: 'Die Version fehlt.' });

export const ZCorrectWorkingTimeInput = ZWorkingTimeFields.extend({ reason: ZReason, version: ZVersion });
export type CorrectWorkingTimeInput = z.input<typeof ZCorrectWorkingTimeInput>;

export const ZDeleteWorkingTimeInput = z.object({ reason: ZReason, version: ZVersion });

export const ZWorkingTime = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Net minutes (breaks excluded, real elapsed time across DST changes). */
  net_minutes: z.number().int(),
  break_minutes: z.number().int(),
  source: z.string(),
  /** Corrected at least once: the history holds the original. */
  corrected: z.boolean(),
  deleted: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
});
export type WorkingTime = z.infer<typeof ZWorkingTime>;

export const ZWorkingTimeRevision = z.object({
  id: z.number().int(),
  action: z.enum(['corrected', 'deleted']),
  /** The values before this change; the first revision holds the original record. */
  previous: z.object({ start: z.string(), end: z.string(), breaks: z.array(ZWorkingTimeBreak) }),
  reason: z.string(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type WorkingTimeRevision = z.infer<typeof ZWorkingTimeRevision>;

export const ZWorkingTimeDetail = ZWorkingTime.extend({
  revisions: z.array(ZWorkingTimeRevision),
  /** Who recorded it (a manager clocking or typing for the person); null = unknown or a time clock. */
  recorded_by: z.string().nullable(),
});

export const ZMonthClosing = z.object({
  profile_id: z.number().int(),
  month: z.string(),
  closing_balance_minutes: z.number().int(),
  closed_by: z.string().nullable(),
  closed_at: z.string(),
});
export type MonthClosing = z.infer<typeof ZMonthClosing>;

export const ARBZG_RULE_CODES = [
  'ARBZG_3_DAILY_MAX',
  'ARBZG_3_AVERAGE',
  'ARBZG_4_BREAK',
  'ARBZG_4_SIX_HOURS',
  'ARBZG_5_REST',
  'ARBZG_9_SUNDAY_HOLIDAY',
  'ARBZG_11_FREE_SUNDAYS',
] as const;

/** The automation contract's evaluation, exactly. */
export const ZWorkingTimeEvaluation = z.object({
  target_minutes: z.number().int(),
  actual_minutes: z.number().int(),
  balance_minutes: z.number().int(),
  carried_balance_minutes: z.number().int(),
  vacation_days_taken: z.number(),
  vacation_days_left: z.number(),
  findings: z.array(z.object({ date: z.string(), rule: z.enum(ARBZG_RULE_CODES), message: z.string() })),
});
export type WorkingTimeEvaluation = z.infer<typeof ZWorkingTimeEvaluation>;

const ZId = z.object({
  id: z.coerce
    .number({ error: 'Ungültige ID.' })
    .int({ error: 'Ungültige ID.' })
    .positive({ error: 'Ungültige ID.' }),
});
const ZPersonMonth = z.object({ profile_id: ZProfileIdField, month: ZIsoMonth });

export const createWorkingTime = defineContract({
  method: 'POST',
  path: '/api/working-times',
  access: 'workingTimes.write',
  summary:
    'Arbeitszeit erfassen (Kommen/Gehen mit Pausen, Ortszeit Europe/Berlin). Eigene Einträge; für andere Mitarbeiter ist „Arbeitszeiten verwalten“ nötig. Überschneidungen werden abgelehnt.',
  body: ZCreateWorkingTimeInput,
  response: ZWorkingTime,
  status: 201,
});

export const listWorkingTimes = defineContract({
  method: 'GET',
  path: '/api/working-times',
  access: 'workingTimes.read',
  summary: 'Arbeitszeiten eines Mitarbeiters in einem Monat (ohne Angabe: die eigenen), mit Abschlussstand.',
  query: z.object({ profile_id: ZProfileIdField.optional(), month: ZIsoMonth }),
  response: z.object({
    profile_id: z.number().int(),
    items: z.array(ZWorkingTime),
    closing: ZMonthClosing.nullable(),
  }),
});

export const getWorkingTime = defineContract({
  method: 'GET',
  path: '/api/working-times/:id',
  access: 'workingTimes.read',
  summary: 'Ein Arbeitszeiteintrag mit seinem Änderungsverlauf (Original, wer, wann, warum).',
  params: ZId,
  response: ZWorkingTimeDetail,
});

export const correctWorkingTime = defineContract({
  method: 'PUT',
  path: '/api/working-times/:id',
  access: 'workingTimes.write',
  summary:
    'Arbeitszeit korrigieren (mit Begründung und Versionsprüfung); der vorige Stand bleibt im Verlauf.',
  params: ZId,
  body: ZCorrectWorkingTimeInput,
  response: ZWorkingTime,
});

export const deleteWorkingTime = defineContract({
  method: 'POST',
  path: '/api/working-times/:id/delete',
  access: 'workingTimes.write',
  summary: 'Arbeitszeit als gelöscht markieren (mit Begründung); der Eintrag bleibt im Verlauf erhalten.',
  params: ZId,
  body: ZDeleteWorkingTimeInput,
  response: ZWorkingTime,
});

export const getWorkingTimeEvaluation = defineContract({
  method: 'GET',
  path: '/api/working-times/evaluation',
  access: 'workingTimes.read',
  summary:
    'Monatsauswertung: Soll, Ist, Saldo mit Übertrag, Urlaub und Befunde nach dem Arbeitszeitgesetz (§§ 3, 4, 5, 9, 11).',
  query: ZPersonMonth,
  response: ZWorkingTimeEvaluation,
});

export const downloadWorkingTimeEvaluationPdf = defineContract({
  method: 'GET',
  path: '/api/working-times/evaluation/pdf',
  access: 'workingTimes.read',
  summary: 'Die Monatsauswertung als PDF.',
  query: ZPersonMonth.extend({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
  response: z.unknown(),
});

export const closeWorkingTimeMonth = defineContract({
  method: 'POST',
  path: '/api/working-times/closings',
  access: 'workingTimes.manage',
  summary:
    'Monat eines Mitarbeiters abschließen: der Saldo wird festgeschrieben, die Arbeitszeiten des Monats sind danach gesperrt.',
  body: ZPersonMonth,
  response: ZMonthClosing,
  status: 201,
});

// Kommen/Gehen from the web and the phone: an open clock-in with breaks, finished by Gehen into a
// record like POST /api/working-times (same checks). The evaluation counts finished records only.

export const ZWorkingTimeClock = z.object({
  /** Kommen of the open clock-in, `YYYY-MM-DDTHH:mm` (Europe/Berlin); null = not clocked in. */
  start: z.string().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  /** A running break since. */
  break_start: z.string().nullable(),
  /** Net minutes worked today: finished records starting today plus the open one up to now. */
  today_net_minutes: z.number().int(),
});
export type WorkingTimeClock = z.infer<typeof ZWorkingTimeClock>;

/** Someone else's clock (with `workingTimes.manage`); left out = the caller's own. */
const ZClockPerson = z.object({ profile_id: ZProfileIdField.optional() });
const ZClockSource = ZClockPerson.extend({ source: z.enum(['web', 'phone']).default('web') });

export const getWorkingTimeClock = defineContract({
  method: 'GET',
  path: '/api/working-times/clock',
  access: 'workingTimes.write',
  summary:
    'Stempelstand: eingestempelt seit, Pausen, heutige Nettoarbeitszeit (eigener, mit „Arbeitszeiten verwalten“ auch der anderer).',
  query: ZClockPerson,
  response: ZWorkingTimeClock,
});

export const clockIn = defineContract({
  method: 'POST',
  path: '/api/working-times/clock/in',
  access: 'workingTimes.write',
  summary: 'Kommen: jetzt einstempeln (einmal je Person; für andere mit „Arbeitszeiten verwalten“).',
  body: ZClockSource,
  response: ZWorkingTimeClock,
});

export const clockOut = defineContract({
  method: 'POST',
  path: '/api/working-times/clock/out',
  access: 'workingTimes.write',
  summary:
    'Gehen: ausstempeln; eine laufende Pause endet jetzt, der Eintrag wird wie jede Arbeitszeit geprüft und gespeichert.',
  body: ZClockPerson.nullish(),
  response: z.object({ record: ZWorkingTime.nullable(), clock: ZWorkingTimeClock }),
});

export const startWorkingTimeBreak = defineContract({
  method: 'POST',
  path: '/api/working-times/clock/break/start',
  access: 'workingTimes.write',
  summary: 'Pause beginnen (nur eingestempelt).',
  body: ZClockPerson.nullish(),
  response: ZWorkingTimeClock,
});

export const endWorkingTimeBreak = defineContract({
  method: 'POST',
  path: '/api/working-times/clock/break/end',
  access: 'workingTimes.write',
  summary: 'Pause beenden.',
  body: ZClockPerson.nullish(),
  response: ZWorkingTimeClock,
});
