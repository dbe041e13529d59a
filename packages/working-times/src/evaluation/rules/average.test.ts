import { describe, expect, it } from 'vitest';
import { publicHolidaysBetween } from '../../holidays/index.ts';
import { datesBetween, isoWeekday } from '../../time/calendar-date.ts';
import { evaluate, rulesOf, work } from '../test-support.ts';

const berlin = publicHolidaysBetween({ state: 'BE' }, '2025-01-01', '2026-12-31');
const isBerlinHoliday = (date: string) => berlin.some((h) => h.date === date);
const quiet = { holidays: berlin, limits: { sundayHolidayWorkPermitted: true } };

describe('§ 3 ArbZG: 8 h per Werktag on average over 6 calendar months or 24 weeks', () => {
  it('reports when both look-back windows exceed 8 h per Werktag', () => {
    // Monday to Saturday, holidays included, 8 h 30 min net each, 01.01.–30.06.2026.
    const days = datesBetween('2026-01-01', '2026-06-30').filter((d) => isoWeekday(d) !== 7);
    const records = days.map((d) => work(d, '07:00', '16:00', ['11:00', '11:30']));
    const evaluation = evaluate('2026-06', records, quiet);
    // 6 months: 155 Mon–Sat days worked = 79,050 min; Werktage = 155 − 6 Berlin holidays on
    // Mon–Sat (01.01, 03.04, 06.04, 01.05, 14.05, 25.05) = 149 → 530.5 min, shown 8 h 51 min.
    // 24 weeks from 14.01.: 144 days = 73,440 min; Werktage 144 − 5 = 139 → 528.3, shown 8 h 49 min.
    expect(evaluation.findings).toEqual([
      {
        date: '2026-06-30',
        rule: 'ARBZG_3_AVERAGE',
        message:
          'Durchschnittlich 8 Std. 51 Min. je Werktag in den 6 Kalendermonaten 01.01.2026–30.06.2026 und ' +
          '8 Std. 49 Min. in den 24 Wochen 14.01.2026–30.06.2026 – im Durchschnitt höchstens 8 Std. je Werktag erlaubt (§ 3 ArbZG).',
      },
    ]);
  });

  it('accepts 9 h 30 min on five days a week: Saturday is a Werktag too', () => {
    const days = datesBetween('2026-01-01', '2026-06-30').filter(
      (d) => isoWeekday(d) <= 5 && !isBerlinHoliday(d),
    );
    const records = days.map((d) => work(d, '07:00', '17:15', ['12:00', '12:45']));
    // 123 days × 570 = 70,110 min / 149 Werktage = 470.5; 24 weeks: 115 × 570 / 139 = 471.6.
    expect(evaluate('2026-06', records, quiet).findings).toEqual([]);
  });

  it('needs both windows over the limit (a past overload balanced in the last week is fine)', () => {
    const limits = { averageCalendarMonths: 1, averageWeeks: 1, sundayHolidayWorkPermitted: true };
    // Only the last week of March 2026 (6 Werktage 25.–31.03) at 10 h: week 600 min, month 3600/26 = 138.
    const lastWeek = ['2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-30', '2026-03-31'].map(
      (d) => work(d, '07:00', '17:45', ['12:00', '12:45']),
    );
    expect(evaluate('2026-03', lastWeek, { limits }).findings).toEqual([]);
    // Every Werktag of March at 8 h 30 min: month 510 and week 510, both over 480.
    const allMonth = datesBetween('2026-03-01', '2026-03-31')
      .filter((d) => isoWeekday(d) !== 7)
      .map((d) => work(d, '07:00', '16:00', ['11:00', '11:30']));
    expect(rulesOf(evaluate('2026-03', allMonth, { limits }))).toEqual(['2026-03-31 ARBZG_3_AVERAGE']);
  });

  it('counts Sunday work into the average but not Sunday into the Werktage (§ 11 Abs. 2)', () => {
    const limits = { averageCalendarMonths: 1, averageWeeks: 1, sundayHolidayWorkPermitted: true };
    // Every day of March 2026 at 8 h: 31 × 480 over 26 Werktage = 572 min.
    const everyDay = datesBetween('2026-03-01', '2026-03-31').map((d) =>
      work(d, '07:00', '15:30', ['11:00', '11:30']),
    );
    expect(rulesOf(evaluate('2026-03', everyDay, { limits }))).toEqual(['2026-03-31 ARBZG_3_AVERAGE']);
  });

  it('treats vacation and sickness as neutral days, not as compensation', () => {
    const limits = { averageCalendarMonths: 1, averageWeeks: 1, sundayHolidayWorkPermitted: true };
    // Mon–Sat of March at 8 h, except a week of vacation 09.–13.03 (5 work days) and a sick
    // Saturday 14.03 (no work day: it stays a Werktag with 0 h).
    const absences = [{ from: '2026-03-09', to: '2026-03-14', kind: 'vacation' as const }];
    const worked = datesBetween('2026-03-01', '2026-03-31').filter(
      (d) => isoWeekday(d) !== 7 && (d < '2026-03-09' || d > '2026-03-14'),
    );
    const records = worked.map((d) => work(d, '07:00', '15:30', ['11:00', '11:30']));
    // 20 days × 480 = 9,600 min over 26 − 5 = 21 Werktage = 457 min: below 8 h.
    expect(evaluate('2026-03', records, { limits, absences }).findings).toEqual([]);
  });
});
