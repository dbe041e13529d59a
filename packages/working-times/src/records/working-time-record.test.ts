import { describe, expect, it } from 'vitest';
import {
  netMinutesOf,
  resolveWorkingTimeRecord,
  type WorkingTimeRecordInput,
} from './working-time-record.ts';
import { findOverlapMessage } from './overlap.ts';

const net = (input: WorkingTimeRecordInput) => {
  const resolved = resolveWorkingTimeRecord(input);
  if (!resolved.ok) throw new Error(resolved.message);
  return netMinutesOf(resolved.record);
};
const problem = (input: WorkingTimeRecordInput) => {
  const resolved = resolveWorkingTimeRecord(input);
  return resolved.ok ? null : resolved.message;
};

describe('a working-time record', () => {
  it('counts net minutes without breaks', () => {
    expect(
      net({
        start: '2026-03-03T08:00',
        end: '2026-03-03T16:30',
        breaks: [{ start: '2026-03-03T12:00', end: '2026-03-03T12:30' }],
      }),
    ).toBe(480);
  });

  it('runs across midnight', () => {
    expect(net({ start: '2026-03-03T22:00', end: '2026-03-04T06:00' })).toBe(480);
  });

  it('is an hour shorter over the March change and an hour longer over the October change', () => {
    expect(net({ start: '2026-03-28T22:00', end: '2026-03-29T06:00' })).toBe(7 * 60);
    expect(net({ start: '2026-10-24T22:00', end: '2026-10-25T06:00' })).toBe(9 * 60);
  });

  it('reads an end in the repeated October hour as the one after the start', () => {
    // 02:45 summer time until 02:15 winter time: the clock went back at 03:00.
    expect(net({ start: '2026-10-25T02:45', end: '2026-10-25T02:15' })).toBe(30);
  });

  it('refuses what cannot be a shift, in German', () => {
    expect(problem({ start: '2026-03-03T10:00', end: '2026-03-03T09:00' })).toBe(
      'Das Ende muss nach dem Beginn liegen.',
    );
    expect(problem({ start: '2026-03-03T10:00', end: '2026-03-03T10:00' })).toBe(
      'Das Ende muss nach dem Beginn liegen.',
    );
    expect(problem({ start: '2026-03-03T08:00', end: '2026-03-04T08:01' })).toMatch(/höchstens 24 Stunden/);
    expect(problem({ start: '2026-03-29T02:15', end: '2026-03-29T08:00' })).toMatch(/Sommerzeit nicht/);
    expect(
      problem({
        start: '2026-03-03T08:00',
        end: '2026-03-03T12:00',
        breaks: [{ start: '2026-03-03T11:30', end: '2026-03-03T12:00' }],
      }),
    ).toBe('Die Pause 03.03.2026 11:30–12:00 liegt nicht innerhalb der Arbeitszeit.');
    expect(
      problem({
        start: '2026-03-03T08:00',
        end: '2026-03-03T16:00',
        breaks: [
          { start: '2026-03-03T12:00', end: '2026-03-03T12:30' },
          { start: '2026-03-03T12:15', end: '2026-03-03T12:45' },
        ],
      }),
    ).toBe('Die Pausen 03.03.2026 12:00–12:30 und 03.03.2026 12:15–12:45 überschneiden sich.');
    expect(
      problem({
        start: '2026-03-03T08:00',
        end: '2026-03-03T16:00',
        breaks: [{ start: '2026-03-03T12:30', end: '2026-03-03T12:00' }],
      }),
    ).toBe('Eine Pause muss nach ihrem Beginn enden.');
  });
});

describe('the overlap check (400 of POST /api/working-times)', () => {
  const existing = [
    { start: '2026-03-03T08:00', end: '2026-03-03T16:30' },
    { start: '2026-03-04T22:00', end: '2026-03-05T06:00' },
  ];

  it('names the record that overlaps', () => {
    expect(findOverlapMessage({ start: '2026-03-03T16:00', end: '2026-03-03T18:00' }, existing)).toBe(
      'Die Arbeitszeit überschneidet sich mit dem Eintrag vom 03.03.2026 08:00 bis 03.03.2026 16:30.',
    );
    expect(findOverlapMessage({ start: '2026-03-05T05:00', end: '2026-03-05T09:00' }, existing)).toBe(
      'Die Arbeitszeit überschneidet sich mit dem Eintrag vom 04.03.2026 22:00 bis 05.03.2026 06:00.',
    );
  });

  it('lets records touch', () => {
    expect(findOverlapMessage({ start: '2026-03-03T16:30', end: '2026-03-03T18:00' }, existing)).toBeNull();
    expect(findOverlapMessage({ start: '2026-03-04T18:00', end: '2026-03-04T22:00' }, existing)).toBeNull();
  });

  it('reports an invalid candidate instead', () => {
    expect(findOverlapMessage({ start: '2026-03-03T18:00', end: '2026-03-03T17:00' }, existing)).toBe(
      'Das Ende muss nach dem Beginn liegen.',
    );
  });
});
