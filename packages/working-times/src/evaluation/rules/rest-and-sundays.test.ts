import { describe, expect, it } from 'vitest';
import { publicHolidaysBetween } from '../../holidays/index.ts';
import { addDays, datesBetween, isSunday } from '../../time/calendar-date.ts';
import { evaluate, findingsOf, rulesOf, work } from '../test-support.ts';

describe('§ 5 ArbZG: 11 h rest between two working days', () => {
  it('allows exactly 11 h and reports 10 h 59 min', () => {
    const day1 = work('2026-03-02', '12:00', '21:00', ['15:00', '15:45']);
    expect(
      evaluate('2026-03', [day1, work('2026-03-03', '08:00', '16:30', ['12:00', '12:30'])]).findings,
    ).toEqual([]);
    const evaluation = evaluate('2026-03', [day1, work('2026-03-03', '07:59', '16:30', ['12:00', '12:30'])]);
    expect(evaluation.findings).toEqual([
      {
        date: '2026-03-03',
        rule: 'ARBZG_5_REST',
        message:
          'Am 03.03.2026 nur 10 Std. 59 Min. Ruhezeit seit dem Arbeitsende am 02.03.2026 um 21:00 Uhr – mindestens 11 Std. vorgeschrieben (§ 5 ArbZG).',
      },
    ]);
  });

  it('measures the night of the March change in real time: 21:00 to 09:00 is only 11 h', () => {
    const sundayAllowed = { limits: { sundayHolidayWorkPermitted: true } };
    const saturday = (end: string) => work('2026-03-28', '12:00', end, ['15:00', '15:30']);
    const sunday = work('2026-03-29', '09:00', '10:00');
    expect(evaluate('2026-03', [saturday('21:00'), sunday], sundayAllowed).findings).toEqual([]);
    const evaluation = evaluate('2026-03', [saturday('21:30'), sunday], sundayAllowed);
    expect(findingsOf(evaluation, 'ARBZG_5_REST').map((f) => f.message)).toEqual([
      'Am 29.03.2026 nur 10 Std. 30 Min. Ruhezeit seit dem Arbeitsende am 28.03.2026 um 21:30 Uhr – mindestens 11 Std. vorgeschrieben (§ 5 ArbZG).',
    ]);
  });

  it('measures the night of the October change in real time: 22:00 to 08:00 is 11 h', () => {
    const evaluation = evaluate(
      '2026-10',
      [work('2026-10-24', '14:00', '22:00', ['18:00', '18:30']), work('2026-10-25', '08:00', '12:00')],
      { limits: { sundayHolidayWorkPermitted: true } },
    );
    expect(evaluation.findings).toEqual([]);
  });

  it('sees the rest across a month boundary and reports it in the month of the second day', () => {
    const records = [
      work('2026-03-31', '14:00', '23:00', ['18:00', '18:30']),
      work('2026-04-01', '08:00', '16:30', ['12:00', '12:30']),
    ];
    expect(findingsOf(evaluate('2026-03', records), 'ARBZG_5_REST')).toEqual([]);
    expect(rulesOf(evaluate('2026-04', records))).toEqual(['2026-04-01 ARBZG_5_REST']);
  });

  it('does not mistake the next night shift for a short rest', () => {
    const nights = ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) =>
      work(date, '22:00', '06:00', ['02:00', '02:30']),
    );
    expect(evaluate('2026-03', nights).findings).toEqual([]);
  });
});

describe('§ 9 ArbZG: no work on Sundays and public holidays', () => {
  it('reports Sunday work with the minutes after midnight of a night shift', () => {
    const evaluation = evaluate('2026-03', [
      work('2026-03-14', '22:00', '04:00'),
      work('2026-03-15', '22:00', '04:00'),
    ]);
    expect(findingsOf(evaluation, 'ARBZG_9_SUNDAY_HOLIDAY').map((f) => f.message)).toEqual([
      'Am 15.03.2026 (Sonntag) 6 Std. gearbeitet – an Sonn- und Feiertagen nur mit einer Ausnahme nach § 10 ArbZG erlaubt (§ 9 ArbZG).',
    ]);
  });

  it('reports the Sunday part of a night shift from Saturday 31.01. in February, not in January', () => {
    const shift = [work('2026-01-31', '22:00', '05:00', ['01:00', '01:30'])];
    expect(evaluate('2026-01', shift).findings).toEqual([]);
    expect(evaluate('2026-02', shift).findings.map((f) => f.message)).toEqual([
      'Am 01.02.2026 (Sonntag) 4 Std. 30 Min. gearbeitet – an Sonn- und Feiertagen nur mit einer Ausnahme nach § 10 ArbZG erlaubt (§ 9 ArbZG).',
    ]);
  });

  it('reports work on the holidays of the person’s Bundesland only', () => {
    const epiphany = [work('2026-01-06', '08:00', '12:00')];
    const inBavaria = evaluate('2026-01', epiphany, {
      holidays: publicHolidaysBetween({ state: 'BY' }, '2025-06-01', '2026-01-31'),
    });
    expect(inBavaria.findings.map((f) => f.message)).toEqual([
      'Am 06.01.2026 (Feiertag Heilige Drei Könige) 4 Std. gearbeitet – an Sonn- und Feiertagen nur mit einer Ausnahme nach § 10 ArbZG erlaubt (§ 9 ArbZG).',
    ]);
    const inBerlin = evaluate('2026-01', epiphany, {
      holidays: publicHolidaysBetween({ state: 'BE' }, '2025-06-01', '2026-01-31'),
    });
    expect(inBerlin.findings).toEqual([]);
  });

  it('knows Berlin’s one-off 8 May 2025, the Buß- und Bettag in Saxony and the Friedensfest in Augsburg', () => {
    const holidays = (state: 'BE' | 'BY' | 'SN', municipality?: 'BY_AUGSBURG') =>
      publicHolidaysBetween({ state, municipality }, '2024-11-01', '2025-12-31');
    const may8 = [work('2025-05-08', '08:00', '12:00')];
    expect(
      findingsOf(evaluate('2025-05', may8, { holidays: holidays('BE') }), 'ARBZG_9_SUNDAY_HOLIDAY')[0]
        ?.message,
    ).toContain('(Feiertag Tag der Befreiung (80. Jahrestag))');
    expect(evaluate('2025-05', may8, { holidays: holidays('BY') }).findings).toEqual([]);

    const bussUndBettag = [work('2025-11-19', '08:00', '12:00')];
    expect(rulesOf(evaluate('2025-11', bussUndBettag, { holidays: holidays('SN') }))).toEqual([
      '2025-11-19 ARBZG_9_SUNDAY_HOLIDAY',
    ]);
    expect(evaluate('2025-11', bussUndBettag, { holidays: holidays('BY') }).findings).toEqual([]);

    const friedensfest = [work('2025-08-08', '08:00', '12:00')];
    expect(rulesOf(evaluate('2025-08', friedensfest, { holidays: holidays('BY', 'BY_AUGSBURG') }))).toEqual([
      '2025-08-08 ARBZG_9_SUNDAY_HOLIDAY',
    ]);
    expect(evaluate('2025-08', friedensfest, { holidays: holidays('BY') }).findings).toEqual([]);
  });

  it('stays silent for trades with a § 10 exception', () => {
    const evaluation = evaluate('2026-03', [work('2026-03-15', '08:00', '12:00')], {
      limits: { sundayHolidayWorkPermitted: true },
    });
    expect(evaluation.findings).toEqual([]);
  });
});

describe('§ 11 ArbZG: at least 15 free Sundays a year', () => {
  // 2026 has 52 Sundays (04.01 … 27.12): after 37 worked Sundays 15 can stay free, after 38 not.
  const sundays2026 = datesBetween('2026-01-01', '2026-12-31').filter(isSunday);
  const sundayShifts = (until: string) =>
    sundays2026.filter((d) => d <= until).map((d) => work(d, '10:00', '14:00'));
  const options = { limits: { sundayHolidayWorkPermitted: true } };

  it('is quiet while 15 Sundays can still stay free', () => {
    expect(sundays2026).toHaveLength(52);
    expect(sundays2026[36]).toBe('2026-09-13');
    expect(evaluate('2026-09', sundayShifts('2026-09-13'), options).findings).toEqual([]);
  });

  it('reports the Sunday that makes 15 free Sundays impossible, and every worked Sunday after it', () => {
    const september = evaluate('2026-09', sundayShifts('2026-09-20'), options);
    expect(september.findings).toEqual([
      {
        date: '2026-09-20',
        rule: 'ARBZG_11_FREE_SUNDAYS',
        message:
          'Am 20.09.2026 (Sonntag) gearbeitet – damit bleiben 2026 höchstens 14 Sonntage beschäftigungsfrei, mindestens 15 vorgeschrieben (§ 11 ArbZG).',
      },
    ]);
    const october = evaluate(
      '2026-10',
      [...sundayShifts('2026-09-20'), work('2026-10-11', '10:00', '14:00')],
      options,
    );
    expect(october.findings.map((f) => f.date)).toEqual(['2026-10-11']);
    expect(october.findings[0]!.message).toContain('höchstens 13 Sonntage');
  });

  it('counts a Sunday as worked when a Saturday night shift runs into it', () => {
    const saturdays = sundays2026.slice(0, 38).map((sunday) => work(addDays(sunday, -1), '22:00', '01:00'));
    expect(rulesOf(evaluate('2026-09', saturdays, options))).toEqual(['2026-09-20 ARBZG_11_FREE_SUNDAYS']);
  });
});
