import {
  resolveWorkingTimeRecord,
  workIntervalsOf,
  type ResolvedRecord,
} from '../records/working-time-record.ts';
import {
  addDays,
  datesBetween,
  firstDayOfMonth,
  isIsoMonth,
  lastDayOfMonth,
  minDate,
  type IsoDate,
  type IsoMonth,
} from '../time/calendar-date.ts';
import { formatGermanDateTime, localDateOf, localDateTimeOf } from '../time/berlin-time.ts';
import type { EvaluationContext } from './context.ts';
import { DEFAULT_ARBZG_LIMITS, type ArbzgLimits } from './limits.ts';
import { buildPersonCalendar } from './person-calendar.ts';
import { averageWindows, checkAverage } from './rules/average.ts';
import { checkBreaks, checkWorkWithoutBreak } from './rules/breaks.ts';
import { checkDailyMaximum } from './rules/daily-max.ts';
import { checkFreeSundays } from './rules/free-sundays.ts';
import { checkRest } from './rules/rest.ts';
import { checkSundayHolidayWork } from './rules/sunday-holiday.ts';
import { targetMinutes, vacationDaysTaken } from './target-and-vacation.ts';
import { ARBZG_RULES, type Finding, type MonthEvaluation, type MonthEvaluationInput } from './types.ts';
import { groupWorkingDays, minutesByDate } from './working-days.ts';

const limitsWith = (overrides?: Partial<ArbzgLimits>): ArbzgLimits => ({
  ...DEFAULT_ARBZG_LIMITS,
  ...overrides,
});

/**
 * The dates whose records, absences and holidays an evaluation of `month` needs (by start date):
 * the whole year so far (vacation, § 11 free Sundays), the § 3 look-back windows, and the day
 * before, whose work decides the first rest period (§ 5) and a night shift into the month.
 */
export const evaluationInputRange = (
  month: IsoMonth,
  limits?: Partial<ArbzgLimits>,
): { from: IsoDate; to: IsoDate } => {
  const to = lastDayOfMonth(month);
  const windows = averageWindows(month, to, limitsWith(limits));
  const earliest = [`${month.slice(0, 4)}-01-01`, windows.calendarMonths.from, windows.weeks.from].reduce(
    minDate,
  );
  return { from: addDays(earliest, -1), to };
};

const resolveAll = (input: MonthEvaluationInput, range: { from: IsoDate; to: IsoDate }): ResolvedRecord[] => {
  const records: ResolvedRecord[] = [];
  for (const raw of input.records) {
    const resolved = resolveWorkingTimeRecord(raw);
    if (!resolved.ok) {
      throw new Error(`Arbeitszeit ${raw.start} bis ${raw.end}: ${resolved.message}`);
    }
    const date = localDateOf(resolved.record.start);
    if (date >= range.from && date <= range.to) records.push(resolved.record);
  }
  records.sort((a, b) => a.start - b.start);
  for (let i = 1; i < records.length; i++) {
    if (records[i]!.start < records[i - 1]!.end) {
      throw new Error(
        `Die Arbeitszeiten ab ${formatGermanDateTime(localDateTimeOf(records[i - 1]!.start))} und ab ` +
          `${formatGermanDateTime(localDateTimeOf(records[i]!.start))} überschneiden sich.`,
      );
    }
  }
  return records;
};

const ruleOrder = (finding: Finding) => ARBZG_RULES.indexOf(finding.rule);

/**
 * Evaluates one month of one person: target and actual minutes, overtime balance, vacation, and
 * the ArbZG findings. Pure: the caller loads the records, absences and holidays of
 * `evaluationInputRange(month)`. Throws (German message) on records that do not resolve or
 * overlap — the API refuses those on input.
 */
export const evaluateMonth = (input: MonthEvaluationInput): MonthEvaluation => {
  if (!isIsoMonth(input.month)) throw new Error(`Ungültiger Monat: ${input.month} (erwartet JJJJ-MM).`);
  const limits = limitsWith(input.limits);
  const range = evaluationInputRange(input.month, limits);
  const monthFirst = firstDayOfMonth(input.month);
  const monthLast = lastDayOfMonth(input.month);
  const records = resolveAll(input, range);
  const calendar = buildPersonCalendar(input.settings, input.publicHolidays, input.absences);
  const context: EvaluationContext = {
    month: input.month,
    monthFirst,
    monthLast,
    limits,
    workingDays: groupWorkingDays(records, limits.minRestMinutes),
    minutesByDate: minutesByDate(records.flatMap(workIntervalsOf)),
    calendar,
  };

  const findings = [
    checkDailyMaximum,
    checkAverage,
    checkBreaks,
    checkWorkWithoutBreak,
    checkRest,
    checkSundayHolidayWork,
    checkFreeSundays,
  ]
    .flatMap((check) => check(context))
    .sort((a, b) => a.date.localeCompare(b.date) || ruleOrder(a) - ruleOrder(b));

  const target = targetMinutes(input.settings, calendar, monthFirst, monthLast);
  const actual = datesBetween(monthFirst, monthLast).reduce(
    (sum, date) => sum + (context.minutesByDate.get(date) ?? 0),
    0,
  );
  const carried = input.settings.carriedBalanceMinutes;
  const taken = vacationDaysTaken(calendar, `${input.month.slice(0, 4)}-01-01`, monthLast);
  const entitlement = input.settings.vacationDaysPerYear + (input.settings.vacationDaysCarriedOver ?? 0);

  return {
    target_minutes: target,
    actual_minutes: actual,
    balance_minutes: carried + actual - target,
    carried_balance_minutes: carried,
    vacation_days_taken: taken,
    vacation_days_left: entitlement - taken,
    findings,
  };
};
