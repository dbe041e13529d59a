import { describe, expect, it } from 'vitest';
import { addDays, elapsedText, hoursText, mondayOf, weekDays } from './week.ts';

describe('week helpers', () => {
  it('finds the Monday and the seven days, across month, year and DST changes', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23'); // Sunday of the DST change
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    expect(weekDays('2025-12-29').at(-1)).toBe('2026-01-04');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('writes durations as hours and minutes', () => {
    expect(hoursText(150)).toBe('2:30 h');
    expect(hoursText(5)).toBe('0:05 h');
    expect(elapsedText('2026-01-01T10:00:00.000Z', Date.parse('2026-01-01T11:02:03Z'))).toBe('1:02:03');
  });
});
