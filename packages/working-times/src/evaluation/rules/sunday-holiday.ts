import { datesBetween, formatGermanDate, isSunday } from '../../time/calendar-date.ts';
import { formatDuration } from '../../time/duration-format.ts';
import type { EvaluationContext } from '../context.ts';
import type { Finding } from '../types.ts';

/**
 * § 9 Abs. 1 ArbZG: no work on Sundays and public holidays from 0 to 24 h — minutes are counted
 * per calendar date, so the part of a night shift after midnight counts for the Sunday. Trades
 * with a § 10 exception switch this off (limits.sundayHolidayWorkPermitted).
 */
export const checkSundayHolidayWork = (context: EvaluationContext): Finding[] => {
  if (context.limits.sundayHolidayWorkPermitted) return [];
  return datesBetween(context.monthFirst, context.monthLast).flatMap((date): Finding[] => {
    const minutes = context.minutesByDate.get(date) ?? 0;
    const holiday = context.calendar.holidayName(date);
    if (minutes === 0 || (!holiday && !isSunday(date))) return [];
    const what = holiday ? `Feiertag ${holiday}` : 'Sonntag';
    return [
      {
        date,
        rule: 'ARBZG_9_SUNDAY_HOLIDAY',
        message:
          `Am ${formatGermanDate(date)} (${what}) ${formatDuration(minutes)} gearbeitet – an Sonn- und ` +
          `Feiertagen nur mit einer Ausnahme nach § 10 ArbZG erlaubt (§ 9 ArbZG).`,
      },
    ];
  });
};
