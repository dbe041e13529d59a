import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { WorkingTimeRecordInput } from '../../records/working-time-record.ts';
import { evaluate, rulesOf } from '../test-support.ts';

const DATE = '2026-03-03';
const at = (minute: number) =>
  `${DATE}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const day = fc.record({
  offset: fc.integer({ min: 0, max: 180 }),
  segments: fc.array(
    fc.record({
      // Boundary values of the law come up often: 6 h, 6 h 1 min, 14 and 15 min.
      work: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.constantFrom(180, 359, 360, 361)),
      pause: fc.oneof(fc.integer({ min: 1, max: 45 }), fc.constantFrom(14, 15, 30)),
      clockedOut: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});

it('§ 3 and § 4 findings of a day agree with a minute-by-minute reading of the law (property)', () => {
  fc.assert(
    fc.property(day, ({ offset, segments }) => {
      // Timeline of the day: work, pause, work, … (no pause after the last work).
      const minutes: boolean[] = [];
      segments.forEach((segment, i) => {
        minutes.push(...Array<boolean>(segment.work).fill(true));
        if (i < segments.length - 1) minutes.push(...Array<boolean>(segment.pause).fill(false));
      });
      fc.pre(offset + minutes.length <= 1439);

      // Records: a pause is a break inside the record or, when clocked out, a gap between records.
      const records: WorkingTimeRecordInput[] = [];
      let current = { start: at(offset), end: '', breaks: [] as { start: string; end: string }[] };
      let cursor = offset;
      segments.forEach((segment, i) => {
        cursor += segment.work;
        if (i === segments.length - 1) return;
        if (segment.clockedOut) {
          records.push({ ...current, end: at(cursor) });
          current = { start: at(cursor + segment.pause), end: '', breaks: [] };
        } else {
          current.breaks.push({ start: at(cursor), end: at(cursor + segment.pause) });
        }
        cursor += segment.pause;
      });
      records.push({ ...current, end: at(cursor) });

      // The law read minute by minute.
      const net = minutes.filter(Boolean).length;
      let countedBreak = 0;
      let stretch = 0;
      let longestStretch = 0;
      let pauseRun = 0;
      for (const working of minutes) {
        if (!working) {
          pauseRun++;
          continue;
        }
        if (pauseRun >= 15) {
          countedBreak += pauseRun;
          stretch = 0;
        }
        pauseRun = 0;
        stretch++;
        longestStretch = Math.max(longestStretch, stretch);
      }
      const required = net > 540 ? 45 : net > 360 ? 30 : 0;
      const expected = [
        ...(net > 600 ? [`${DATE} ARBZG_3_DAILY_MAX`] : []),
        ...(countedBreak < required ? [`${DATE} ARBZG_4_BREAK`] : []),
        ...(longestStretch > 360 ? [`${DATE} ARBZG_4_SIX_HOURS`] : []),
      ];

      const evaluation = evaluate('2026-03', records);
      expect(rulesOf(evaluation)).toEqual(expected);
      expect(evaluation.actual_minutes).toBe(net);
    }),
    { numRuns: 300 },
  );
}, 30_000);

it('§ 5 findings agree with the rest measured by the EU summer-time rule (property)', () => {
  // March 2026 with the change on Sunday 29.03 (02:00 → 03:00): day shifts, one per date at most.
  const instant = (local: string) =>
    Date.parse(`${local}:00${local >= '2026-03-29T03:00' ? '+02:00' : '+01:00'}`);
  const shift = fc.record({
    day: fc.integer({ min: 1, max: 31 }),
    start: fc.integer({ min: 0, max: 1380 }),
    length: fc.integer({ min: 1, max: 900 }),
  });
  fc.assert(
    fc.property(fc.uniqueArray(shift, { selector: (s) => s.day, maxLength: 31 }), (shifts) => {
      const hhmm = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const records = shifts
        .map((s) => {
          const date = `2026-03-${String(s.day).padStart(2, '0')}`;
          return {
            start: `${date}T${hhmm(s.start)}`,
            end: `${date}T${hhmm(Math.min(1439, s.start + s.length))}`,
          };
        })
        .filter((r) => r.start < r.end && ![r.start, r.end].some((t) => t.startsWith('2026-03-29T02:')))
        .sort((a, b) => a.start.localeCompare(b.start));
      const expected = records.slice(1).flatMap((record, i) => {
        const rest = (instant(record.start) - instant(records[i]!.end)) / 60_000;
        return rest < 660 ? [`${record.start.slice(0, 10)} ARBZG_5_REST`] : [];
      });
      const evaluation = evaluate('2026-03', records);
      expect(rulesOf(evaluation).filter((r) => r.endsWith('ARBZG_5_REST'))).toEqual(expected);
    }),
    { numRuns: 200 },
  );
}, 30_000);
