import { datesBetween, formatGermanDate, isSunday } from '../../time/calendar-date.ts';
import { isInMonth, type EvaluationContext } from '../context.ts';
import type { Finding } from '../types.ts';

/**
 * § 11 Abs. 1 ArbZG: at least 15 Sundays a (calendar) year free of work. Reported as soon as it
 * can no longer be met — on the worked Sunday after which fewer than 15 Sundays of the year can
 * stay free, and on every worked Sunday after it — not only at year end, when nothing can be
 * changed any more. Sundays of vacation or sickness count as free (nobody worked).
 */
export const checkFreeSundays = (context: EvaluationContext): Finding[] => {
  const year = context.monthFirst.slice(0, 4);
  const sundays = datesBetween(`${year}-01-01`, `${year}-12-31`).filter(isSunday);
  const minimum = context.limits.minFreeSundaysPerYear;
  const findings: Finding[] = [];
  let worked = 0;
  for (const sunday of sundays) {
    if (sunday > context.monthLast) break;
    if ((context.minutesByDate.get(sunday) ?? 0) === 0) continue;
    worked++;
    const stillFree = sundays.length - worked;
    if (stillFree >= minimum || !isInMonth(context, sunday)) continue;
    findings.push({
      date: sunday,
      rule: 'ARBZG_11_FREE_SUNDAYS',
      message:
        `Am ${formatGermanDate(sunday)} (Sonntag) gearbeitet – damit bleiben ${year} höchstens ` +
        `${stillFree} Sonntage beschäftigungsfrei, mindestens ${minimum} vorgeschrieben (§ 11 ArbZG).`,
    });
  }
  return findings;
};
