import Holidays from 'date-holidays';
import type { PublicHoliday } from '../evaluation/types.ts';
import { yearOf, type IsoDate } from '../time/calendar-date.ts';
import {
  holidayLocationProblem,
  type HolidayLocation,
  type MunicipalityHolidayRule,
} from './holiday-location.ts';

/**
 * Public holidays (type `public` only) from date-holidays — server-only: this entry
 * (`@kontor/working-times/holidays`) is the only importer, so the web app never bundles it.
 * Holiday data © date-holidays contributors, CC BY-SA 3.0 (from Wikipedia); see README.
 */

/** date-holidays region codes (data/countries/DE.yaml) for the municipal rules. */
const REGION_OF: Record<MunicipalityHolidayRule, string> = {
  BY_AUGSBURG: 'A',
  BY_CATHOLIC: 'KATH',
  // date-holidays calls the region "Landkreis Bautzen" but means the FronleichnamsVO places only.
  SN_FRONLEICHNAM: 'BZ',
  TH_FRONLEICHNAM: 'EIC',
};

const calendars = new Map<string, Holidays>();

const calendarFor = (location: HolidayLocation): Holidays => {
  const problem = holidayLocationProblem(location);
  if (problem) throw new Error(problem);
  const region = location.municipality ? REGION_OF[location.municipality] : undefined;
  const key = `${location.state}/${region ?? ''}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = region
      ? new Holidays('DE', location.state, region, { types: ['public'], languages: ['de'] })
      : new Holidays('DE', location.state, { types: ['public'], languages: ['de'] });
    calendars.set(key, calendar);
  }
  return calendar;
};

/** The public holidays of a year at a location, sorted by date. */
export const publicHolidaysOfYear = (location: HolidayLocation, year: number): PublicHoliday[] =>
  calendarFor(location)
    .getHolidays(year, 'de')
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .sort((a, b) => a.date.localeCompare(b.date));

/** The public holidays from `from` to `to` (both included) — e.g. for `evaluationInputRange`. */
export const publicHolidaysBetween = (
  location: HolidayLocation,
  from: IsoDate,
  to: IsoDate,
): PublicHoliday[] => {
  const holidays: PublicHoliday[] = [];
  for (let year = yearOf(from); year <= yearOf(to); year++) {
    holidays.push(...publicHolidaysOfYear(location, year).filter((h) => h.date >= from && h.date <= to));
  }
  return holidays;
};
