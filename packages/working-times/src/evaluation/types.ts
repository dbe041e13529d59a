import type { WorkingTimeRecordInput } from '../records/working-time-record.ts';
import type { IsoDate, IsoMonth } from '../time/calendar-date.ts';
import type { ArbzgLimits } from './limits.ts';

/** The rule codes of the automation contract. */
export const ARBZG_RULES = [
  'ARBZG_3_DAILY_MAX',
  'ARBZG_3_AVERAGE',
  'ARBZG_4_BREAK',
  'ARBZG_4_SIX_HOURS',
  'ARBZG_5_REST',
  'ARBZG_9_SUNDAY_HOLIDAY',
  'ARBZG_11_FREE_SUNDAYS',
] as const;
export type ArbzgRule = (typeof ARBZG_RULES)[number];

export interface Finding {
  date: IsoDate;
  rule: ArbzgRule;
  message: string;
}

export type AbsenceKind = 'vacation' | 'sickness' | 'other';

/** An absence over whole days (`from`–`to` inclusive) or half days (`halfDay`). */
export interface Absence {
  from: IsoDate;
  to: IsoDate;
  kind: AbsenceKind;
  halfDay?: boolean;
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

export interface PersonSettings {
  /** Contractual weekly hours, e.g. 38.5. */
  weeklyHours: number;
  /** ISO weekdays the person works: 1 = Monday … 7 = Sunday. */
  workDays: readonly number[];
  vacationDaysPerYear: number;
  /** Vacation days carried over from last year (Resturlaub), added to this year's entitlement. */
  vacationDaysCarriedOver?: number;
  /** Overtime balance at the end of the previous month (closing balance of its evaluation). */
  carriedBalanceMinutes: number;
}

export interface MonthEvaluationInput {
  month: IsoMonth;
  settings: PersonSettings;
  /** Records whose start lies in `evaluationInputRange(month)` (more are ignored). */
  records: readonly WorkingTimeRecordInput[];
  /** Absences in that range. */
  absences: readonly Absence[];
  /** Public holidays of the person's Bundesland/municipality in that range. */
  publicHolidays: readonly PublicHoliday[];
  limits?: Partial<ArbzgLimits>;
}

/** The evaluation as the API returns it (`GET /api/working-times/evaluation`). */
export interface MonthEvaluation {
  target_minutes: number;
  actual_minutes: number;
  /** Closing balance: carried_balance_minutes + actual_minutes − target_minutes. */
  balance_minutes: number;
  /** Opening balance taken over from the previous month. */
  carried_balance_minutes: number;
  /** Vacation days taken from 1 January up to the end of the month. */
  vacation_days_taken: number;
  /** Entitlement (+ carried-over days) minus vacation_days_taken. */
  vacation_days_left: number;
  findings: Finding[];
}
