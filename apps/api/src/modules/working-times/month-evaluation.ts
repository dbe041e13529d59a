import {
  evaluateMonth,
  evaluationInputRange,
  localDateTimeOf,
  type Absence,
  type Bundesland,
  type MonthEvaluation,
  type MunicipalityHolidayRule,
  type PersonSettings,
} from '@kontor/working-times';
import { publicHolidaysBetween } from '@kontor/working-times/holidays';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { WorkingTimeRow } from '../../db/schema/index.ts';
import { findApprovedAbsences } from '../entities/index.ts';
import type { WorkingTimeProfile } from '../profiles/index.ts';
import { recordInputOf } from './working-time-records.ts';
import {
  findFirstRecordStart,
  findLatestClosingBefore,
  findRecordsStartingBetween,
} from './working-times.repository.ts';

export const addMonths = (month: string, months: number) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The current month in Europe/Berlin. */
export const currentMonth = () => localDateTimeOf(Date.now()).slice(0, 7);

const SETTINGS_MISSING = {
  federal_state: 'Für die Auswertung fehlt beim Mitarbeiter das Bundesland (Feiertage).',
  weekly_hours: 'Für die Auswertung fehlen beim Mitarbeiter die Wochenstunden (Sollzeit).',
} as const;

/** Without Bundesland and weekly hours no target and no holidays can be computed: 400, not a guess. */
function settingsOf(
  person: WorkingTimeProfile,
): Omit<PersonSettings, 'carriedBalanceMinutes'> & { state: Bundesland } {
  const fields: Record<string, string> = {};
  if (!person.federalState) fields['federal_state'] = SETTINGS_MISSING.federal_state;
  if (person.weeklyHours === null) fields['weekly_hours'] = SETTINGS_MISSING.weekly_hours;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(`${first} Bitte in den Mitarbeiterdaten ergänzen.`, fields);
  return {
    state: person.federalState as Bundesland,
    weeklyHours: Number(person.weeklyHours),
    workDays: person.workDays,
    vacationDaysPerYear: person.vacationDaysPerYear === null ? 0 : Number(person.vacationDaysPerYear),
  };
}

// Überstundenabbau is time off paid from the balance: the target stays, so it is no absence here.
const ABSENCE_KINDS: Record<string, Absence['kind'] | null> = {
  vacation: 'vacation',
  sick: 'sickness',
  specialLeave: 'other',
  school: 'other',
  overtimeReduction: null,
};

/** Absence records (master data) as the package's absences; half first/last days split off. */
export function absencesOf(rows: readonly { data: Record<string, unknown> }[]): Absence[] {
  const out: Absence[] = [];
  for (const { data } of rows) {
    const kind = ABSENCE_KINDS[String(data['kind'])];
    const from = String(data['from']);
    const to = String(data['to']);
    if (!kind || !(from <= to)) continue;
    const halfStart = data['half_day_start'] === true;
    const halfEnd = data['half_day_end'] === true;
    if (from === to) {
      out.push({ from, to, kind, ...(halfStart || halfEnd ? { halfDay: true } : {}) });
      continue;
    }
    let first = from;
    if (halfStart) {
      out.push({ from, to: from, kind, halfDay: true });
      first = dayAfter(from);
    }
    const lastFull = halfEnd
      ? new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      : to;
    if (first <= lastFull) out.push({ from: first, to: lastFull, kind });
    if (halfEnd) out.push({ from: to, to, kind, halfDay: true });
  }
  return out;
}

export interface PersonMonthEvaluation {
  evaluation: MonthEvaluation;
  /** The records of the month itself (by start date), for lists and the PDF. */
  monthRecords: WorkingTimeRow[];
}

/**
 * The evaluation of `month`. The opening balance is chained: from the latest closed month before
 * it (its frozen balance), else from the person's first record with 0, month by month.
 */
export async function evaluatePersonMonth(
  tx: Tx,
  person: WorkingTimeProfile,
  month: string,
): Promise<PersonMonthEvaluation> {
  // The balance chains month by month: far-future months would only cost time, never inform.
  if (month > addMonths(currentMonth(), 12)) {
    const message = 'Auswertungen gibt es höchstens ein Jahr im Voraus.';
    throw badRequest(message, { month: message });
  }
  const settings = settingsOf(person);
  const closing = await findLatestClosingBefore(tx, person.id, `${month}-01`);
  let startMonth: string;
  let carried = 0;
  if (closing) {
    startMonth = addMonths(closing.month.slice(0, 7), 1);
    carried = closing.closingBalanceMinutes;
  } else {
    const first = await findFirstRecordStart(tx, person.id);
    startMonth = first && first.slice(0, 7) < month ? first.slice(0, 7) : month;
  }
  const from = evaluationInputRange(startMonth).from;
  const to = evaluationInputRange(month).to;
  const rows = await findRecordsStartingBetween(tx, person.id, from, dayAfter(to));
  const records = rows.map(recordInputOf);
  const absences = absencesOf(await findApprovedAbsences(tx, person.id, from, to));
  const location = {
    state: settings.state,
    municipality: (person.holidayMunicipality as MunicipalityHolidayRule | null) ?? null,
  };
  const publicHolidays = publicHolidaysBetween(location, from, to);

  let evaluation: MonthEvaluation | undefined;
  for (let m = startMonth; m <= month; m = addMonths(m, 1)) {
    evaluation = evaluateMonth({
      month: m,
      settings: { ...settings, carriedBalanceMinutes: carried },
      records,
      absences,
      publicHolidays,
    });
    carried = evaluation.balance_minutes;
  }
  return {
    evaluation: evaluation!,
    monthRecords: rows.filter((row) => row.startAt.slice(0, 7) === month),
  };
}
