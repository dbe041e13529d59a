import {
  addDays,
  addMonths,
  datesBetween,
  firstDayOfMonth,
  formatGermanDate,
  isSunday,
  type IsoDate,
  type IsoMonth,
} from '../../time/calendar-date.ts';
import { formatDuration } from '../../time/duration-format.ts';
import type { EvaluationContext } from '../context.ts';
import type { ArbzgLimits } from '../limits.ts';
import type { Finding } from '../types.ts';

export interface AverageWindow {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The two compensation periods of § 3 Satz 2 ArbZG, looking back from the evaluated month: the
 * 6 calendar months ending with it, and the 24 weeks (168 days) ending on its last day.
 */
export const averageWindows = (month: IsoMonth, monthLast: IsoDate, limits: ArbzgLimits) => ({
  calendarMonths: {
    from: firstDayOfMonth(addMonths(month, 1 - limits.averageCalendarMonths)),
    to: monthLast,
  },
  weeks: { from: addDays(monthLast, 1 - limits.averageWeeks * 7), to: monthLast },
});

/**
 * Average net minutes per Werktag in a window. Werktage are Monday to Saturday except public
 * holidays; all work counts, Sunday and holiday work included (§ 11 Abs. 2 ArbZG). Days of
 * vacation, sickness or other absence on a scheduled work day are neutral — neither work nor
 * compensation (Art. 16 b RL 2003/88/EG) — and leave the divisor (a half day by half).
 */
export const averagePerWerktag = (context: EvaluationContext, window: AverageWindow): number | null => {
  let minutes = 0;
  let werktage = 0;
  for (const date of datesBetween(window.from, window.to)) {
    minutes += context.minutesByDate.get(date) ?? 0;
    if (isSunday(date) || context.calendar.holidayName(date) !== undefined) continue;
    werktage += 1 - context.calendar.absenceShare(date);
  }
  return werktage > 0 ? minutes / werktage : null;
};

const period = (window: AverageWindow) => `${formatGermanDate(window.from)}–${formatGermanDate(window.to)}`;

/**
 * § 3 Satz 2 ArbZG allows up to 10 h a day only if the average stays at 8 h per Werktag within
 * 6 calendar months OR 24 weeks. Reported (on the month's last day) when both look-back windows
 * exceed it — a compensation period the employer chose ahead may still balance it, so the
 * finding says that the balance is missing so far.
 */
export const checkAverage = (context: EvaluationContext): Finding[] => {
  const { limits } = context;
  const windows = averageWindows(context.month, context.monthLast, limits);
  const byMonths = averagePerWerktag(context, windows.calendarMonths);
  const byWeeks = averagePerWerktag(context, windows.weeks);
  if (byMonths === null || byWeeks === null) return [];
  if (byMonths <= limits.averageDailyMinutes || byWeeks <= limits.averageDailyMinutes) return [];
  // Rounded up so a figure shown never equals the limit it exceeds.
  return [
    {
      date: context.monthLast,
      rule: 'ARBZG_3_AVERAGE',
      message:
        `Durchschnittlich ${formatDuration(Math.ceil(byMonths))} je Werktag in den ` +
        `${limits.averageCalendarMonths} Kalendermonaten ${period(windows.calendarMonths)} und ` +
        `${formatDuration(Math.ceil(byWeeks))} in den ${limits.averageWeeks} Wochen ${period(windows.weeks)} – ` +
        `im Durchschnitt höchstens ${formatDuration(limits.averageDailyMinutes)} je Werktag erlaubt (§ 3 ArbZG).`,
    },
  ];
};
