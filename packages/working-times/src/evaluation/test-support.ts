// Builders for the evaluation tests (not exported by the package).
import type { WorkingTimeRecordInput } from '../records/working-time-record.ts';
import { addDays, type IsoDate } from '../time/calendar-date.ts';
import { evaluateMonth } from './evaluate-month.ts';
import type { ArbzgLimits } from './limits.ts';
import type { Absence, ArbzgRule, MonthEvaluation, PersonSettings, PublicHoliday } from './types.ts';

export const FULL_TIME: PersonSettings = {
  weeklyHours: 40,
  workDays: [1, 2, 3, 4, 5],
  vacationDaysPerYear: 30,
  carriedBalanceMinutes: 0,
};

/** A record on `date` from `from` to `to` (HH:mm; an earlier `to` is the next day), breaks likewise. */
export const work = (
  date: IsoDate,
  from: string,
  to: string,
  ...breaks: [string, string][]
): WorkingTimeRecordInput => {
  const at = (time: string) => `${time < from ? addDays(date, 1) : date}T${time}`;
  return {
    start: `${date}T${from}`,
    end: at(to),
    breaks: breaks.map(([start, end]) => ({ start: at(start), end: at(end) })),
  };
};

export interface EvaluateOptions {
  settings?: Partial<PersonSettings>;
  absences?: Absence[];
  holidays?: PublicHoliday[];
  limits?: Partial<ArbzgLimits>;
}

export const evaluate = (month: string, records: WorkingTimeRecordInput[], options: EvaluateOptions = {}) =>
  evaluateMonth({
    month,
    settings: { ...FULL_TIME, ...options.settings },
    records,
    absences: options.absences ?? [],
    publicHolidays: options.holidays ?? [],
    limits: options.limits,
  });

export const findingsOf = (evaluation: MonthEvaluation, rule: ArbzgRule) =>
  evaluation.findings.filter((finding) => finding.rule === rule);

export const rulesOf = (evaluation: MonthEvaluation) => evaluation.findings.map((f) => `${f.date} ${f.rule}`);
