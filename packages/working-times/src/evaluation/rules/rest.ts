import { localDateTimeOf, MINUTE_MS } from '../../time/berlin-time.ts';
import { formatGermanDate } from '../../time/calendar-date.ts';
import { formatDuration } from '../../time/duration-format.ts';
import { isInMonth, type EvaluationContext } from '../context.ts';
import type { Finding } from '../types.ts';

/**
 * § 5 Abs. 1 ArbZG: after the end of the daily work, 11 h of uninterrupted rest. Measured in real
 * time from the last end of one working day to the first start of the next, so a night with a DST
 * change has one hour less (March) or more (October) than the wall clock shows.
 */
export const checkRest = (context: EvaluationContext): Finding[] => {
  const findings: Finding[] = [];
  const days = context.workingDays;
  for (let i = 1; i < days.length; i++) {
    const previous = days[i - 1]!;
    const next = days[i]!;
    const restMinutes = (next.start - previous.end) / MINUTE_MS;
    if (restMinutes >= context.limits.minRestMinutes || !isInMonth(context, next.date)) continue;
    const previousEnd = localDateTimeOf(previous.end);
    findings.push({
      date: next.date,
      rule: 'ARBZG_5_REST',
      message:
        `Am ${formatGermanDate(next.date)} nur ${formatDuration(restMinutes)} Ruhezeit seit dem Arbeitsende ` +
        `am ${formatGermanDate(previousEnd.slice(0, 10))} um ${previousEnd.slice(11, 16)} Uhr – ` +
        `mindestens ${formatDuration(context.limits.minRestMinutes)} vorgeschrieben (§ 5 ArbZG).`,
    });
  }
  return findings;
};
