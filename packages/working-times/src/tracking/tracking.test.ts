import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationBetween } from './duration.ts';
import { buildTimeInvoiceLines, type BillableTimeEntry } from './invoice-lines.ts';
import { roundMinutes, type RoundingRule } from './rounding.ts';

describe('duration of a time entry', () => {
  it('runs across midnight and counts the DST nights in real time', () => {
    expect(durationBetween('2026-03-03', '08:15', '12:45')).toEqual({ ok: true, minutes: 270 });
    expect(durationBetween('2026-03-03', '22:00', '06:00')).toEqual({ ok: true, minutes: 480 });
    expect(durationBetween('2026-03-28', '22:00', '06:00')).toEqual({ ok: true, minutes: 420 });
    expect(durationBetween('2026-10-24', '22:00', '06:00')).toEqual({ ok: true, minutes: 540 });
  });

  it('refuses what is no duration, in German', () => {
    expect(durationBetween('2026-03-03', '08:00', '08:00')).toEqual({
      ok: false,
      message: 'Beginn und Ende dürfen nicht gleich sein.',
    });
    expect(durationBetween('2026-03-03', '8:00', '09:00')).toEqual({
      ok: false,
      message: 'Bitte Uhrzeiten im Format HH:MM angeben.',
    });
    expect(durationBetween('2026-03-29', '02:30', '04:00')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Sommerzeit nicht/),
    });
  });
});

describe('rounding of billable minutes', () => {
  it('rounds up per started quarter hour, down, or to the nearest step, with a minimum', () => {
    expect(roundMinutes(61, { stepMinutes: 15, mode: 'up' })).toBe(75);
    expect(roundMinutes(60, { stepMinutes: 15, mode: 'up' })).toBe(60);
    expect(roundMinutes(74, { stepMinutes: 15, mode: 'down' })).toBe(60);
    expect(roundMinutes(9, { stepMinutes: 6, mode: 'nearest' })).toBe(12);
    expect(roundMinutes(8, { stepMinutes: 6, mode: 'nearest' })).toBe(6);
    expect(roundMinutes(3, { stepMinutes: 1, mode: 'up', minimumMinutes: 15 })).toBe(15);
    expect(roundMinutes(0, { stepMinutes: 15, mode: 'up', minimumMinutes: 15 })).toBe(0);
    expect(() => roundMinutes(10, { stepMinutes: 0, mode: 'up' })).toThrow(/Rundungsschritt/);
  });

  it('lands on a multiple of the step, within one step, on the promised side (property)', () => {
    const rule = fc.record({
      stepMinutes: fc.constantFrom(1, 5, 6, 10, 15, 30, 60),
      mode: fc.constantFrom('up', 'down', 'nearest'),
    }) as fc.Arbitrary<RoundingRule>;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), rule, (minutes, r) => {
        const rounded = roundMinutes(minutes, r);
        expect(rounded % r.stepMinutes).toBe(0);
        expect(Math.abs(rounded - minutes)).toBeLessThanOrEqual(
          r.mode === 'nearest' ? r.stepMinutes / 2 : r.stepMinutes - 1,
        );
        if (r.mode === 'up') expect(rounded).toBeGreaterThanOrEqual(minutes);
        if (r.mode === 'down') expect(rounded).toBeLessThanOrEqual(minutes);
      }),
    );
  });
});

describe('billable time entries become invoice lines', () => {
  const catalog = {
    projects: [
      { id: 1, name: 'Website Relaunch', rate: '95.00' },
      { id: 2, name: 'Wartung', rate: null },
    ],
    articles: [
      { id: 10, name: 'Beratung', rate: '120' },
      { id: 11, name: 'Programmierung', rate: '85.5' },
    ],
  };
  const entry = (
    id: number,
    date: string,
    minutes: number,
    projectId: number | null,
    articleId: number | null,
    rate: string | null = null,
  ): BillableTimeEntry => ({
    id,
    date,
    minutes,
    projectId,
    articleId,
    rate,
    billable: true,
    status: 'freigegeben',
  });

  it('groups by article and project, takes the rate from entry, project, article — in that order', () => {
    const result = buildTimeInvoiceLines(
      [
        entry(1, '2026-03-02', 90, 1, 11),
        entry(2, '2026-03-20', 50, 1, 11),
        entry(3, '2026-03-05', 45, 2, 11),
        entry(4, '2026-03-06', 30, 2, 10),
        entry(5, '2026-03-09', 60, 2, 10, '150'),
        { ...entry(6, '2026-03-10', 600, 1, 11), billable: false },
        { ...entry(7, '2026-03-11', 600, 1, 11), status: 'abgerechnet' },
      ],
      catalog,
    );
    expect(result).toEqual({
      ok: true,
      lines: [
        // 140 min = 2.333… h → 2.33 at the project's 95.00.
        {
          article_id: 11,
          project_id: 1,
          name: 'Programmierung',
          description: 'Projekt Website Relaunch, Leistungszeitraum 02.03.2026–20.03.2026',
          quantity: '2.33',
          unit: 'HUR',
          unit_price: '95.00',
          time_entry_ids: [1, 2],
        },
        {
          article_id: 11,
          project_id: 2,
          name: 'Programmierung',
          description: 'Projekt Wartung, Leistungsdatum 05.03.2026',
          quantity: '0.75',
          unit: 'HUR',
          unit_price: '85.50',
          time_entry_ids: [3],
        },
        {
          article_id: 10,
          project_id: 2,
          name: 'Beratung',
          description: 'Projekt Wartung, Leistungsdatum 06.03.2026',
          quantity: '0.50',
          unit: 'HUR',
          unit_price: '120.00',
          time_entry_ids: [4],
        },
        {
          article_id: 10,
          project_id: 2,
          name: 'Beratung',
          description: 'Projekt Wartung, Leistungsdatum 09.03.2026',
          quantity: '1.00',
          unit: 'HUR',
          unit_price: '150.00',
          time_entry_ids: [5],
        },
      ],
    });
  });

  it('names the line after the project when there is no article, and rounds each entry by the billing rule', () => {
    const result = buildTimeInvoiceLines(
      [entry(1, '2026-03-02', 61, 1, null), entry(2, '2026-03-03', 1, 1, null)],
      catalog,
      {
        stepMinutes: 15,
        mode: 'up',
      },
    );
    expect(result).toMatchObject({
      ok: true,
      lines: [
        {
          name: 'Website Relaunch',
          description: 'Leistungszeitraum 02.03.2026–03.03.2026',
          quantity: '1.50',
        },
      ],
    });
  });

  it('refuses an entry without any rate', () => {
    expect(buildTimeInvoiceLines([entry(1, '2026-03-02', 60, 2, null)], catalog)).toEqual({
      ok: false,
      message:
        'Für den Zeiteintrag vom 02.03.2026 ist kein Stundensatz hinterlegt (weder am Eintrag noch am Projekt oder Artikel).',
    });
  });

  it('bills every open billable entry exactly once, and the hours add up to within half a cent-hour per line (property)', () => {
    const arbitraryEntry = fc.record({
      minutes: fc.integer({ min: 1, max: 600 }),
      projectId: fc.constantFrom(1, 2, null),
      articleId: fc.constantFrom(10, 11),
      rate: fc.constantFrom(null, '99.90'),
      billable: fc.boolean(),
      status: fc.constantFrom('offen', 'freigegeben', 'abgerechnet') as fc.Arbitrary<
        BillableTimeEntry['status']
      >,
    });
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 30 }), (raw) => {
        const entries = raw.map((e, i): BillableTimeEntry => ({ ...e, id: i + 1, date: '2026-03-02' }));
        const result = buildTimeInvoiceLines(entries, catalog);
        if (!result.ok) throw new Error(result.message);
        const open = entries.filter((e) => e.billable && e.status !== 'abgerechnet');
        expect(result.lines.flatMap((l) => l.time_entry_ids).sort((a, b) => a - b)).toEqual(
          open.map((e) => e.id),
        );
        const billedHours = result.lines.reduce((sum, l) => sum.plus(l.quantity), new Big(0));
        const exactHours = new Big(open.reduce((sum, e) => sum + e.minutes, 0)).div(60);
        expect(billedHours.minus(exactHours).abs().lte(new Big(0.005).times(result.lines.length))).toBe(true);
      }),
    );
  });
});
