import { describe, expect, it } from 'vitest';
import { evaluate, findingsOf, rulesOf, work } from '../test-support.ts';

// March 2026: Monday 02.03 … Tuesday 31.03; no public holiday on a weekday in Berlin.

describe('§ 3 ArbZG: at most 10 h net per working day', () => {
  it('allows exactly 10 h net', () => {
    const evaluation = evaluate('2026-03', [work('2026-03-03', '07:00', '17:45', ['12:00', '12:45'])]);
    expect(evaluation.findings).toEqual([]);
  });

  it('reports 10 h 1 min', () => {
    const evaluation = evaluate('2026-03', [work('2026-03-03', '07:00', '17:46', ['12:00', '12:45'])]);
    expect(rulesOf(evaluation)).toEqual(['2026-03-03 ARBZG_3_DAILY_MAX']);
  });

  it('adds up several records of a day, with the message the user reads', () => {
    const evaluation = evaluate('2026-03', [
      work('2026-03-03', '06:00', '12:00'),
      work('2026-03-03', '12:45', '17:00'),
    ]);
    expect(evaluation.findings).toEqual([
      {
        date: '2026-03-03',
        rule: 'ARBZG_3_DAILY_MAX',
        message: 'Am 03.03.2026 10 Std. 15 Min. gearbeitet – höchstens 10 Std. erlaubt (§ 3 ArbZG).',
      },
    ]);
  });

  it('counts a night shift over the October change with the hour it really lasted', () => {
    // 21:00–07:00 on the wall clock is 11 h in the night the clocks go back; minus 45 min break.
    const evaluation = evaluate('2026-10', [work('2026-10-24', '21:00', '07:00', ['01:00', '01:45'])], {
      limits: { sundayHolidayWorkPermitted: true },
    });
    expect(findingsOf(evaluation, 'ARBZG_3_DAILY_MAX').map((f) => f.message)).toEqual([
      'Am 24.10.2026 10 Std. 15 Min. gearbeitet – höchstens 10 Std. erlaubt (§ 3 ArbZG).',
    ]);
    // The same wall-clock shift into the March change is 2 h shorter: 9 h − 45 min.
    const march = evaluate('2026-03', [work('2026-03-28', '21:00', '07:00', ['01:00', '01:45'])], {
      limits: { sundayHolidayWorkPermitted: true },
    });
    expect(march.findings).toEqual([]);
    expect(march.actual_minutes).toBe(9 * 60 - 45);
  });

  it('takes the limit from the configuration', () => {
    const evaluation = evaluate('2026-03', [work('2026-03-03', '08:00', '17:30', ['12:00', '12:45'])], {
      limits: { dailyMaxMinutes: 8 * 60 },
    });
    expect(findingsOf(evaluation, 'ARBZG_3_DAILY_MAX').map((f) => f.message)).toEqual([
      'Am 03.03.2026 8 Std. 45 Min. gearbeitet – höchstens 8 Std. erlaubt (§ 3 ArbZG).',
    ]);
  });
});

describe('§ 4 ArbZG: breaks', () => {
  it('needs no break for exactly 6 h', () => {
    expect(evaluate('2026-03', [work('2026-03-03', '08:00', '14:00')]).findings).toEqual([]);
  });

  it('needs 30 min for 6 h 1 min — and 6 h 1 min in a row is too long as well', () => {
    const evaluation = evaluate('2026-03', [work('2026-03-03', '08:00', '14:01')]);
    expect(evaluation.findings.map((f) => f.message)).toEqual([
      'Am 03.03.2026 6 Std. 1 Min. gearbeitet, aber keine Pause (gezählt werden Pausen ab 15 Min.) – mindestens 30 Min. vorgeschrieben (§ 4 ArbZG).',
      'Am 03.03.2026 6 Std. 1 Min. am Stück ohne Pause von mindestens 15 Min. gearbeitet – höchstens 6 Std. erlaubt (§ 4 ArbZG).',
    ]);
  });

  it('is content with 30 min for exactly 9 h and wants 45 min for 9 h 1 min', () => {
    expect(evaluate('2026-03', [work('2026-03-03', '08:00', '17:30', ['12:00', '12:30'])]).findings).toEqual(
      [],
    );
    const evaluation = evaluate('2026-03', [work('2026-03-03', '08:00', '17:31', ['12:00', '12:30'])]);
    expect(evaluation.findings.map((f) => f.message)).toEqual([
      'Am 03.03.2026 9 Std. 1 Min. gearbeitet, aber nur 30 Min. Pause (gezählt werden Pausen ab 15 Min.) – mindestens 45 Min. vorgeschrieben (§ 4 ArbZG).',
    ]);
  });

  it('does not count breaks of 14 min, but counts blocks of 15 min', () => {
    const fourteen = evaluate('2026-03', [
      work('2026-03-03', '08:00', '15:28', ['10:00', '10:14'], ['12:00', '12:14']),
    ]);
    expect(rulesOf(fourteen)).toEqual(['2026-03-03 ARBZG_4_BREAK', '2026-03-03 ARBZG_4_SIX_HOURS']);
    expect(fourteen.findings[0]!.message).toContain('7 Std. gearbeitet, aber keine Pause');

    const fifteen = evaluate('2026-03', [
      work('2026-03-03', '08:00', '15:30', ['10:00', '10:15'], ['13:00', '13:15']),
    ]);
    expect(fifteen.findings).toEqual([]);
  });

  it('counts the gap between two records of a day as a break', () => {
    expect(
      evaluate('2026-03', [work('2026-03-03', '08:00', '12:00'), work('2026-03-03', '12:30', '16:00')])
        .findings,
    ).toEqual([]);
    const short = evaluate('2026-03', [
      work('2026-03-03', '08:00', '12:00'),
      work('2026-03-03', '12:15', '15:30'),
    ]);
    expect(rulesOf(short)).toEqual(['2026-03-03 ARBZG_4_BREAK']);
    expect(short.findings[0]!.message).toContain('7 Std. 15 Min. gearbeitet, aber nur 15 Min. Pause');
  });

  it('allows exactly 6 h in a row and reports 6 h 1 min in a row even when the total break is enough', () => {
    expect(evaluate('2026-03', [work('2026-03-03', '07:00', '16:00', ['13:00', '13:30'])]).findings).toEqual(
      [],
    );
    const evaluation = evaluate('2026-03', [work('2026-03-03', '07:00', '16:00', ['13:01', '13:31'])]);
    expect(rulesOf(evaluation)).toEqual(['2026-03-03 ARBZG_4_SIX_HOURS']);
  });

  it('does not let a 14-minute pause split a stretch of work', () => {
    // 07:00–10:00 and 10:14–13:30 are one stretch of 6 h 16 min; the 30 min at 13:30 is the break.
    const evaluation = evaluate('2026-03', [
      work('2026-03-03', '07:00', '14:30', ['10:00', '10:14'], ['13:30', '14:00']),
    ]);
    expect(evaluation.findings.map((f) => f.message)).toEqual([
      'Am 03.03.2026 6 Std. 16 Min. am Stück ohne Pause von mindestens 15 Min. gearbeitet – höchstens 6 Std. erlaubt (§ 4 ArbZG).',
    ]);
  });

  it('checks a night shift with its break after midnight as one working day', () => {
    // Clocked out for the break: 22:00–02:00 and 02:30–06:00 are one shift of 7 h 30 min.
    const evaluation = evaluate('2026-03', [
      work('2026-03-04', '22:00', '02:00'),
      work('2026-03-05', '02:30', '06:00'),
    ]);
    expect(evaluation.findings).toEqual([]);
    expect(evaluation.actual_minutes).toBe(450);
  });

  it('checks breaks in the night of the March change in real time', () => {
    // 22:00–06:00 is 7 h real; with 01:00–01:30 off it is 6 h 30 min: 30 min is enough.
    const evaluation = evaluate('2026-03', [work('2026-03-28', '22:00', '06:00', ['01:00', '01:30'])]);
    expect(rulesOf(evaluation)).toEqual(['2026-03-29 ARBZG_9_SUNDAY_HOLIDAY']);
    expect(evaluation.findings[0]!.message).toBe(
      'Am 29.03.2026 (Sonntag) 4 Std. 30 Min. gearbeitet – an Sonn- und Feiertagen nur mit einer Ausnahme nach § 10 ArbZG erlaubt (§ 9 ArbZG).',
    );
  });
});
