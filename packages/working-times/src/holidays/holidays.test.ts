import { describe, expect, it } from 'vitest';
import { holidayLocationProblem, type HolidayLocation } from './holiday-location.ts';
import { publicHolidaysBetween, publicHolidaysOfYear } from './index.ts';

/**
 * Expected lists written out by hand from the holiday laws (BayFTG Art. 1, Berlin FTG § 1,
 * SächsSFG § 1 + FronleichnamsVO, ThürFGtG § 2, FTG NRW § 2, HmbFeiertagsG § 1, BbgFTG § 2) and
 * the Easter dates 31.03.2024, 20.04.2025, 05.04.2026, 28.03.2027.
 */
const movable = {
  2024: {
    karfreitag: '03-29',
    ostersonntag: '03-31',
    ostermontag: '04-01',
    himmelfahrt: '05-09',
    pfingstsonntag: '05-19',
    pfingstmontag: '05-20',
    fronleichnam: '05-30',
    bussUndBettag: '11-20',
  },
  2025: {
    karfreitag: '04-18',
    ostersonntag: '04-20',
    ostermontag: '04-21',
    himmelfahrt: '05-29',
    pfingstsonntag: '06-08',
    pfingstmontag: '06-09',
    fronleichnam: '06-19',
    bussUndBettag: '11-19',
  },
  2026: {
    karfreitag: '04-03',
    ostersonntag: '04-05',
    ostermontag: '04-06',
    himmelfahrt: '05-14',
    pfingstsonntag: '05-24',
    pfingstmontag: '05-25',
    fronleichnam: '06-04',
    bussUndBettag: '11-18',
  },
  2027: {
    karfreitag: '03-26',
    ostersonntag: '03-28',
    ostermontag: '03-29',
    himmelfahrt: '05-06',
    pfingstsonntag: '05-16',
    pfingstmontag: '05-17',
    fronleichnam: '05-27',
    bussUndBettag: '11-17',
  },
} as const;
type Year = keyof typeof movable;
type Day = keyof (typeof movable)[Year] | `fixed:${string}`;

const FEDERAL: Day[] = [
  'fixed:01-01',
  'karfreitag',
  'ostermontag',
  'fixed:05-01',
  'himmelfahrt',
  'pfingstmontag',
  'fixed:10-03',
  'fixed:12-25',
  'fixed:12-26',
];

const expected = (year: Year, days: Day[], extra: string[] = []) =>
  [
    ...days.map(
      (day) =>
        `${year}-${day.startsWith('fixed:') ? day.slice(6) : movable[year][day as keyof (typeof movable)[Year]]}`,
    ),
    ...extra,
  ].sort();

const datesOf = (location: HolidayLocation, year: number) =>
  publicHolidaysOfYear(location, year).map((h) => h.date);

const YEARS: Year[] = [2024, 2025, 2026, 2027];

describe('public holidays 2024–2027', () => {
  const bavaria: Day[] = [...FEDERAL, 'fixed:01-06', 'fronleichnam', 'fixed:11-01'];

  it.each(YEARS)('Bayern %i: Mariä Himmelfahrt and Friedensfest only where the law says', (year) => {
    expect(datesOf({ state: 'BY' }, year)).toEqual(expected(year, bavaria));
    expect(datesOf({ state: 'BY', municipality: 'BY_CATHOLIC' }, year)).toEqual(
      expected(year, [...bavaria, 'fixed:08-15']),
    );
    expect(datesOf({ state: 'BY', municipality: 'BY_AUGSBURG' }, year)).toEqual(
      expected(year, [...bavaria, 'fixed:08-08', 'fixed:08-15']),
    );
  });

  it.each(YEARS)('Berlin %i: Frauentag, and 8 May only in 2025 (80th anniversary)', (year) => {
    expect(datesOf({ state: 'BE' }, year)).toEqual(
      expected(year, [...FEDERAL, 'fixed:03-08'], year === 2025 ? ['2025-05-08'] : []),
    );
  });

  it('Berlin 2020: the one-off 8 May (75th anniversary)', () => {
    const may8 = publicHolidaysOfYear({ state: 'BE' }, 2020).find((h) => h.date === '2020-05-08');
    expect(may8?.name).toBe('Tag der Befreiung (75. Jahrestag)');
    expect(publicHolidaysOfYear({ state: 'BE' }, 2025).find((h) => h.date === '2025-05-08')?.name).toBe(
      'Tag der Befreiung (80. Jahrestag)',
    );
    expect(datesOf({ state: 'BB' }, 2025)).not.toContain('2025-05-08');
  });

  it.each(YEARS)(
    'Sachsen %i: Reformationstag, Buß- und Bettag; Fronleichnam only in the FronleichnamsVO places',
    (year) => {
      const saxony: Day[] = [...FEDERAL, 'fixed:10-31', 'bussUndBettag'];
      expect(datesOf({ state: 'SN' }, year)).toEqual(expected(year, saxony));
      expect(datesOf({ state: 'SN', municipality: 'SN_FRONLEICHNAM' }, year)).toEqual(
        expected(year, [...saxony, 'fronleichnam']),
      );
    },
  );

  it.each(YEARS)('Thüringen %i: Weltkindertag; Fronleichnam only in Catholic places', (year) => {
    const thuringia: Day[] = [...FEDERAL, 'fixed:09-20', 'fixed:10-31'];
    expect(datesOf({ state: 'TH' }, year)).toEqual(expected(year, thuringia));
    expect(datesOf({ state: 'TH', municipality: 'TH_FRONLEICHNAM' }, year)).toEqual(
      expected(year, [...thuringia, 'fronleichnam']),
    );
  });

  it.each(YEARS)('Nordrhein-Westfalen, Hamburg and Brandenburg %i', (year) => {
    expect(datesOf({ state: 'NW' }, year)).toEqual(
      expected(year, [...FEDERAL, 'fronleichnam', 'fixed:11-01']),
    );
    expect(datesOf({ state: 'HH' }, year)).toEqual(expected(year, [...FEDERAL, 'fixed:10-31']));
    // Brandenburg names Easter and Whit Sunday as holidays (they matter for § 9 ArbZG only).
    expect(datesOf({ state: 'BB' }, year)).toEqual(
      expected(year, [...FEDERAL, 'ostersonntag', 'pfingstsonntag', 'fixed:10-31']),
    );
  });

  it('returns German names and only public holidays', () => {
    const bavaria2026 = publicHolidaysOfYear({ state: 'BY' }, 2026);
    expect(bavaria2026.find((h) => h.date === '2026-01-06')?.name).toBe('Heilige Drei Könige');
    // Heiligabend and Silvester are bank holidays in date-holidays, no public holidays.
    expect(bavaria2026.map((h) => h.date)).not.toContain('2026-12-24');
  });

  it('collects holidays over a range spanning years', () => {
    expect(publicHolidaysBetween({ state: 'BE' }, '2025-12-20', '2026-01-10')).toEqual([
      { date: '2025-12-25', name: '1. Weihnachtstag' },
      { date: '2025-12-26', name: '2. Weihnachtstag' },
      { date: '2026-01-01', name: 'Neujahr' },
    ]);
  });

  it('refuses a municipality rule of another Bundesland', () => {
    expect(holidayLocationProblem({ state: 'BE', municipality: 'BY_AUGSBURG' })).toBe(
      '„Stadt Augsburg (Friedensfest und Mariä Himmelfahrt)“ gibt es nur in Bayern.',
    );
    expect(() => publicHolidaysOfYear({ state: 'SN', municipality: 'TH_FRONLEICHNAM' }, 2026)).toThrow(
      /nur in Thüringen/,
    );
    expect(holidayLocationProblem({ state: 'XX' as 'BY' })).toBe('Bitte ein Bundesland wählen.');
  });
});
