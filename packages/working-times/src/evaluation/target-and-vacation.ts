import { datesBetween, type IsoDate } from '../time/calendar-date.ts';
import type { PersonCalendar } from './person-calendar.ts';
import type { PersonSettings } from './types.ts';

/**
 * Target minutes: the weekly hours spread evenly over the person's work days; nothing on public
 * holidays (the employer pays them, EFZG § 2) and nothing for absent (half) days. Rounded once
 * at the end, so 38.5 h over 3 days does not lose a minute per day.
 */
export const targetMinutes = (
  settings: Pick<PersonSettings, 'weeklyHours' | 'workDays'>,
  calendar: PersonCalendar,
  from: IsoDate,
  to: IsoDate,
): number => {
  if (settings.workDays.length === 0) return 0;
  const perDay = (settings.weeklyHours * 60) / settings.workDays.length;
  const days = datesBetween(from, to)
    .filter(calendar.isWorkDay)
    .reduce((sum, date) => sum + 1 - calendar.absenceShare(date), 0);
  return Math.round(days * perDay);
};

/** Vacation days (work days, halves as 0.5) taken between `from` and `to`. */
export const vacationDaysTaken = (calendar: PersonCalendar, from: IsoDate, to: IsoDate): number =>
  datesBetween(from, to).reduce((sum, date) => sum + calendar.absenceShare(date, 'vacation'), 0);
