import { datesBetween, isoWeekday, type IsoDate } from '../time/calendar-date.ts';
import type { Absence, AbsenceKind, PersonSettings, PublicHoliday } from './types.ts';

/**
 * The person's days: which are public holidays, which are scheduled work days, and how much of a
 * work day an absence covers. Absences only count on scheduled work days that are no public
 * holiday — a vacation over a weekend uses no vacation on Saturday and Sunday (BUrlG § 3:
 * vacation is counted in working days), and a holiday needs no vacation.
 */
export interface PersonCalendar {
  holidayName(date: IsoDate): string | undefined;
  /** Scheduled work day (settings.workDays) and no public holiday. */
  isWorkDay(date: IsoDate): boolean;
  /** Share of the day (0, 0.5, 1) covered by absences of that kind, or of any kind. */
  absenceShare(date: IsoDate, kind?: AbsenceKind): number;
}

export const buildPersonCalendar = (
  settings: Pick<PersonSettings, 'workDays'>,
  holidays: readonly PublicHoliday[],
  absences: readonly Absence[],
): PersonCalendar => {
  const holidayNames = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  const workDays = new Set(settings.workDays);
  const isWorkDay = (date: IsoDate) => workDays.has(isoWeekday(date)) && !holidayNames.has(date);

  const shares = new Map<IsoDate, Map<AbsenceKind, number>>();
  for (const absence of absences) {
    for (const date of datesBetween(absence.from, absence.to)) {
      if (!isWorkDay(date)) continue;
      const byKind = shares.get(date) ?? new Map<AbsenceKind, number>();
      byKind.set(absence.kind, Math.min(1, (byKind.get(absence.kind) ?? 0) + (absence.halfDay ? 0.5 : 1)));
      shares.set(date, byKind);
    }
  }

  return {
    holidayName: (date) => holidayNames.get(date),
    isWorkDay,
    absenceShare: (date, kind) => {
      const byKind = shares.get(date);
      if (!byKind) return 0;
      if (kind) return byKind.get(kind) ?? 0;
      return Math.min(
        1,
        [...byKind.values()].reduce((sum, share) => sum + share, 0),
      );
    },
  };
};
