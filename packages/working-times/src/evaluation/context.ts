import type { IsoDate, IsoMonth } from '../time/calendar-date.ts';
import type { ArbzgLimits } from './limits.ts';
import type { PersonCalendar } from './person-calendar.ts';
import type { WorkingDay } from './working-days.ts';

/** What every rule sees: the whole input range, already resolved. Rules report only dates in the month. */
export interface EvaluationContext {
  month: IsoMonth;
  monthFirst: IsoDate;
  monthLast: IsoDate;
  limits: ArbzgLimits;
  workingDays: readonly WorkingDay[];
  /** Worked minutes per calendar date (cut at midnight). */
  minutesByDate: ReadonlyMap<IsoDate, number>;
  calendar: PersonCalendar;
}

export const isInMonth = (context: EvaluationContext, date: IsoDate): boolean =>
  date >= context.monthFirst && date <= context.monthLast;

export const workingDaysInMonth = (context: EvaluationContext): WorkingDay[] =>
  context.workingDays.filter((day) => isInMonth(context, day.date));
