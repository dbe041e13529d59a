import { formatGermanDate } from '../../time/calendar-date.ts';
import { formatDuration } from '../../time/duration-format.ts';
import { workingDaysInMonth, type EvaluationContext } from '../context.ts';
import type { Finding } from '../types.ts';
import { interruptionsOf, stretchesOf, type WorkingDay } from '../working-days.ts';
import type { ArbzgLimits } from '../limits.ts';

/** § 4 Satz 1 ArbZG: 30 min for more than 6 h up to 9 h, 45 min for more than 9 h (net time). */
export const requiredBreakMinutes = (netMinutes: number, limits: ArbzgLimits): number => {
  if (netMinutes > limits.longBreakThresholdMinutes) return limits.longBreakMinutes;
  if (netMinutes > limits.breakThresholdMinutes) return limits.breakMinutes;
  return 0;
};

/** § 4 Satz 2 ArbZG: only interruptions of at least 15 min are Ruhepausen. */
export const countedBreakMinutes = (day: WorkingDay, limits: ArbzgLimits): number =>
  interruptionsOf(day)
    .filter((minutes) => minutes >= limits.minBreakBlockMinutes)
    .reduce((sum, minutes) => sum + minutes, 0);

export const checkBreaks = (context: EvaluationContext): Finding[] => {
  const { limits } = context;
  return workingDaysInMonth(context).flatMap((day): Finding[] => {
    const required = requiredBreakMinutes(day.netMinutes, limits);
    const counted = countedBreakMinutes(day, limits);
    if (counted >= required) return [];
    return [
      {
        date: day.date,
        rule: 'ARBZG_4_BREAK',
        message:
          `Am ${formatGermanDate(day.date)} ${formatDuration(day.netMinutes)} gearbeitet, ` +
          (counted === 0 ? 'aber keine Pause' : `aber nur ${formatDuration(counted)} Pause`) +
          ` (gezählt werden Pausen ab ${limits.minBreakBlockMinutes} Min.) – ` +
          `mindestens ${formatDuration(required)} vorgeschrieben (§ 4 ArbZG).`,
      },
    ];
  });
};

/** § 4 Satz 3 ArbZG: never more than 6 h in a row without a break (of at least 15 min). */
export const checkWorkWithoutBreak = (context: EvaluationContext): Finding[] => {
  const { limits } = context;
  return workingDaysInMonth(context).flatMap((day): Finding[] => {
    const longest = Math.max(...stretchesOf(day, limits.minBreakBlockMinutes));
    if (longest <= limits.maxWorkWithoutBreakMinutes) return [];
    return [
      {
        date: day.date,
        rule: 'ARBZG_4_SIX_HOURS',
        message:
          `Am ${formatGermanDate(day.date)} ${formatDuration(longest)} am Stück ohne Pause von mindestens ` +
          `${limits.minBreakBlockMinutes} Min. gearbeitet – höchstens ` +
          `${formatDuration(limits.maxWorkWithoutBreakMinutes)} erlaubt (§ 4 ArbZG).`,
      },
    ];
  });
};
