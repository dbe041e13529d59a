import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicHolidaysBetween } from '../holidays/index.ts';
import { addMonths } from '../time/calendar-date.ts';
import { evaluateMonth, evaluationInputRange } from './evaluate-month.ts';
import { evaluate, work } from './test-support.ts';

const holidays = (state: 'BE' | 'BY' | 'SN') => publicHolidaysBetween({ state }, '2019-01-01', '2026-12-31');

describe('target minutes: weekly hours over the work days, minus holidays and absences', () => {
  it('Berlin, May 2025: 22 weekdays minus 1 May, the one-off 8 May and Ascension → 19 × 8 h', () => {
    expect(evaluate('2025-05', [], { holidays: holidays('BE') }).target_minutes).toBe(19 * 480);
  });

  it('Bavaria and Saxony, May 2025: 22 weekdays minus 1 May and Ascension → 20 × 8 h', () => {
    expect(evaluate('2025-05', [], { holidays: holidays('BY') }).target_minutes).toBe(20 * 480);
    expect(evaluate('2025-05', [], { holidays: holidays('SN') }).target_minutes).toBe(20 * 480);
  });

  it('Saxony, November 2025: the Buß- und Bettag costs a day; in Bavaria Allerheiligen is a Saturday', () => {
    expect(evaluate('2025-11', [], { holidays: holidays('SN') }).target_minutes).toBe(19 * 480);
    expect(evaluate('2025-11', [], { holidays: holidays('BY') }).target_minutes).toBe(20 * 480);
  });

  it('Berlin, May 2020: the 75th anniversary on Friday 8 May', () => {
    // 21 weekdays minus 01.05, 08.05 and Ascension 21.05.
    expect(evaluate('2020-05', [], { holidays: holidays('BE') }).target_minutes).toBe(18 * 480);
  });

  it('a part-timer with 20 h on Monday, Wednesday and Friday: Thursday holidays do not touch her', () => {
    const settings = { weeklyHours: 20, workDays: [1, 3, 5] };
    // May 2025 has 13 Mondays, Wednesdays and Fridays; 01.05, 08.05 and 29.05 are Thursdays.
    const plain = evaluate('2025-05', [], { settings, holidays: holidays('BE') });
    expect(plain.target_minutes).toBe(13 * 400);
    // Half a day of vacation on Wednesday 14.05, sick on Thursday 15.05 (no work day) and a
    // vacation Friday 23.05 to Monday 26.05 (the weekend costs nothing).
    const absent = evaluate('2025-05', [], {
      settings,
      holidays: holidays('BE'),
      absences: [
        { from: '2025-05-14', to: '2025-05-14', kind: 'vacation', halfDay: true },
        { from: '2025-05-15', to: '2025-05-15', kind: 'sickness' },
        { from: '2025-05-23', to: '2025-05-26', kind: 'vacation' },
      ],
    });
    expect(absent.target_minutes).toBe(13 * 400 - 200 - 2 * 400);
    expect(absent.vacation_days_taken).toBe(2.5);
    expect(absent.vacation_days_left).toBe(27.5);
  });

  it('rounds an uneven daily share once per month', () => {
    // 38.5 h over 4 days = 577.5 min a day; March 2026 has 18 Mondays–Thursdays → 10,395 min.
    expect(
      evaluate('2026-03', [], { settings: { weeklyHours: 38.5, workDays: [1, 2, 3, 4] } }).target_minutes,
    ).toBe(10_395);
  });
});

describe('actual minutes, balance and vacation', () => {
  it('counts net minutes and carries the balance', () => {
    const evaluation = evaluate(
      '2026-03',
      [work('2026-03-02', '08:00', '17:00', ['12:00', '12:30']), work('2026-03-03', '08:00', '12:00')],
      { settings: { carriedBalanceMinutes: 120 } },
    );
    // 22 weekdays × 480 = 10,560 target; 510 + 240 actual.
    expect(evaluation).toMatchObject({
      target_minutes: 10_560,
      actual_minutes: 750,
      carried_balance_minutes: 120,
      balance_minutes: 120 + 750 - 10_560,
    });
  });

  it('splits a night shift over the month boundary at midnight', () => {
    const shift = work('2026-03-31', '22:00', '06:00', ['02:00', '02:30']);
    expect(evaluate('2026-03', [shift]).actual_minutes).toBe(120);
    expect(evaluate('2026-04', [shift]).actual_minutes).toBe(330);
  });

  it('counts vacation from 1 January to the end of the month, with last year’s rest', () => {
    const evaluation = evaluate('2026-03', [], {
      settings: { vacationDaysPerYear: 28, vacationDaysCarriedOver: 3 },
      absences: [
        { from: '2026-01-02', to: '2026-01-02', kind: 'vacation' },
        { from: '2026-02-16', to: '2026-02-20', kind: 'vacation' },
        { from: '2026-03-31', to: '2026-04-03', kind: 'vacation' },
        { from: '2026-03-05', to: '2026-03-06', kind: 'sickness' },
      ],
    });
    expect(evaluation.vacation_days_taken).toBe(7);
    expect(evaluation.vacation_days_left).toBe(24);
  });

  it('refuses overlapping or broken records in German', () => {
    expect(() =>
      evaluate('2026-03', [work('2026-03-02', '08:00', '12:00'), work('2026-03-02', '11:00', '13:00')]),
    ).toThrow('Die Arbeitszeiten ab 02.03.2026 08:00 und ab 02.03.2026 11:00 überschneiden sich.');
    expect(() => evaluate('2026-03', [{ start: '2026-03-29T02:30', end: '2026-03-29T08:00' }])).toThrow(
      /Sommerzeit nicht/,
    );
    expect(() => evaluate('2026-13', [])).toThrow('Ungültiger Monat: 2026-13 (erwartet JJJJ-MM).');
  });

  it('names the dates the caller has to load', () => {
    // Year so far, 6 calendar months, 24 weeks — and the day before, for the first rest period.
    expect(evaluationInputRange('2026-03')).toEqual({ from: '2025-09-30', to: '2026-03-31' });
    expect(evaluationInputRange('2026-12')).toEqual({ from: '2025-12-31', to: '2026-12-31' });
  });
});

describe('properties', () => {
  const day = fc
    .integer({ min: 0, max: 364 })
    .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
  const shift = fc.record({
    date: day,
    startMinute: fc.integer({ min: 0, max: 1439 }),
    length: fc.integer({ min: 1, max: 720 }),
  });
  const hhmm = (minute: number) =>
    `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

  /** Independent restatement of Berlin time for 2026 (EU rule: CEST 29.03. 03:00 – 25.10. 03:00). */
  const euRuleInstant = (local: string) => {
    const summer = local >= '2026-03-29T03:00' && local < '2026-10-25T03:00';
    return Date.parse(`${local}:00${summer ? '+02:00' : '+01:00'}`);
  };

  it('splits every worked minute of a year into exactly one month, and chains the balance', () => {
    fc.assert(
      fc.property(
        fc.array(shift, { maxLength: 25 }),
        fc.integer({ min: -600, max: 600 }),
        (shifts, opening) => {
          const records = shifts
            .map((s) => work(s.date, hhmm(s.startMinute), hhmm(s.startMinute + s.length)))
            // Wall-clock times in a DST change hour are ambiguous or missing: the restatement skips them.
            .filter((r) => ![r.start, r.end].some((t) => /^2026-(03-29|10-25)T02:/.test(t)))
            .sort((a, b) => a.start.localeCompare(b.start))
            .filter((r, i, all) => i === 0 || r.start >= all[i - 1]!.end);
          let balance = opening;
          let actual = 0;
          let target = 0;
          for (let i = 0; i < 12; i++) {
            const evaluation = evaluateMonth({
              month: addMonths('2026-01', i),
              settings: {
                weeklyHours: 40,
                workDays: [1, 2, 3, 4, 5],
                vacationDaysPerYear: 30,
                carriedBalanceMinutes: balance,
              },
              records,
              absences: [],
              publicHolidays: [],
              limits: { sundayHolidayWorkPermitted: true },
            });
            expect(evaluation.carried_balance_minutes).toBe(balance);
            balance = evaluation.balance_minutes;
            actual += evaluation.actual_minutes;
            target += evaluation.target_minutes;
          }
          const yearEnd = euRuleInstant('2027-01-01T00:00');
          const worked2026 = records.reduce(
            (sum, r) =>
              sum + Math.max(0, Math.min(euRuleInstant(r.end), yearEnd) - euRuleInstant(r.start)) / 60_000,
            0,
          );
          expect(actual).toBe(worked2026);
          expect(target).toBe(261 * 480);
          expect(balance).toBe(opening + actual - target);
        },
      ),
      { numRuns: 20 },
    );
  }, 30_000);
});
