import type { TenantSettings } from '@kontor/contracts';
import { formatGermanDate, type MonthEvaluation } from '@kontor/working-times';
import type { WorkingTimeRow } from '../../db/schema/index.ts';
import { renderLetterPdf, sellerFrame, type LetterBlock } from '../document-output/index.ts';
import type { WorkingTimeProfile } from '../profiles/index.ts';
import { recordInputOf } from './working-time-records.ts';
import { minutesBetweenBreaks } from './working-time-math.ts';

export interface EvaluationPdfInput {
  settings: TenantSettings;
  logo: { bytes: Uint8Array; contentType: string } | null;
  person: WorkingTimeProfile;
  month: string;
  evaluation: MonthEvaluation;
  records: readonly WorkingTimeRow[];
  closed: boolean;
}

/** `8:05 h`, `−1:30 h`: hours and minutes, as time sheets show them. */
export const hoursAndMinutes = (minutes: number) => {
  const sign = minutes < 0 ? '−' : '';
  const total = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')} h`;
};

const days = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} Tage`;
const monthTitle = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('de-DE', { weekday: 'short', timeZone: 'UTC' });

function recordLines(records: readonly WorkingTimeRow[]): string {
  if (records.length === 0) return 'Keine Arbeitszeiten erfasst.';
  return records
    .map((row) => {
      const input = recordInputOf(row);
      const minutes = minutesBetweenBreaks(input);
      const date = input.start.slice(0, 10);
      const endDay = input.end.slice(0, 10) === date ? '' : ` (${formatGermanDate(input.end.slice(0, 10))})`;
      return (
        `${weekday(date)} ${formatGermanDate(date)}   ${input.start.slice(11)}–${input.end.slice(11)}${endDay}` +
        `   Pause ${hoursAndMinutes(minutes.breaks)}   Netto ${hoursAndMinutes(minutes.net)}`
      );
    })
    .join('\n');
}

function findingLines(evaluation: MonthEvaluation): string {
  if (evaluation.findings.length === 0) return 'Keine Befunde: die geprüften Grenzen wurden eingehalten.';
  return evaluation.findings.map((f) => `${formatGermanDate(f.date)}: ${f.message}`).join('\n');
}

/** The month's evaluation on the tenant's letterhead: figures, the day's records, ArbZG findings. */
export function evaluationPdf(input: EvaluationPdfInput): Promise<Uint8Array> {
  const { settings, person, month, evaluation: e } = input;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const title = `Arbeitszeitauswertung ${monthTitle(month)}`;
  const body: LetterBlock[] = [
    {
      kind: 'heading',
      title,
      subject: name,
      intro: input.closed ? 'Der Monat ist abgeschlossen.' : 'Der Monat ist noch nicht abgeschlossen.',
    },
    {
      kind: 'totals',
      rows: [
        { label: 'Sollzeit', value: hoursAndMinutes(e.target_minutes) },
        { label: 'Istzeit (netto)', value: hoursAndMinutes(e.actual_minutes) },
        { label: 'Übertrag Vormonat', value: hoursAndMinutes(e.carried_balance_minutes) },
        { label: 'Saldo Monatsende', value: hoursAndMinutes(e.balance_minutes), strong: true },
        { label: 'Urlaub genommen (seit 1. Januar)', value: days(e.vacation_days_taken) },
        { label: 'Resturlaub', value: days(e.vacation_days_left) },
      ],
      notes: [],
    },
    { kind: 'paragraph', text: 'Arbeitszeiten', spaceBefore: 6 },
    { kind: 'paragraph', text: recordLines(input.records), spaceBefore: 1 },
    { kind: 'paragraph', text: 'Befunde nach dem Arbeitszeitgesetz', spaceBefore: 6 },
    { kind: 'paragraph', text: findingLines(e), spaceBefore: 1 },
    {
      kind: 'paragraph',
      text: 'Feiertage: date-holidays (commenthol und Mitwirkende), Daten unter CC BY-SA 3.0.',
      spaceBefore: 8,
    },
  ];
  return renderLetterPdf({
    ...sellerFrame({ ...settings, contact_name: null }),
    logo: input.logo,
    recipientLines: [name, ...(person.personnelNumber ? [`Personalnr. ${person.personnelNumber}`] : [])],
    info: [
      { label: 'Monat', value: monthTitle(month) },
      { label: 'Erstellt am', value: new Date().toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' }) },
    ],
    runningTitle: `${title} – ${name}`,
    body,
    meta: { title: `${title} – ${name}`, author: settings.company_name, createdAt: new Date() },
  });
}
