import { formatGermanDate } from '../../time/calendar-date.ts';
import { formatDuration } from '../../time/duration-format.ts';
import { workingDaysInMonth, type EvaluationContext } from '../context.ts';
import type { Finding } from '../types.ts';

/**
 * § 3 Satz 2 ArbZG: the working time of a working day may be extended to 10 h at most. Net time
 * counts (§ 2 Abs. 1: without breaks); Sundays and holidays too (§ 11 Abs. 2).
 */
export const checkDailyMaximum = (context: EvaluationContext): Finding[] =>
  workingDaysInMonth(context)
    .filter((day) => day.netMinutes > context.limits.dailyMaxMinutes)
    .map((day) => ({
      date: day.date,
      rule: 'ARBZG_3_DAILY_MAX',
      message:
        `Am ${formatGermanDate(day.date)} ${formatDuration(day.netMinutes)} gearbeitet – ` +
        `höchstens ${formatDuration(context.limits.dailyMaxMinutes)} erlaubt (§ 3 ArbZG).`,
    }));
