import { describe, expect, it } from 'vitest';
import { berlinToday, berlinWallClock } from './berlin-time.ts';

describe('Berlin calendar day and wall clock', () => {
  it('a day begins at midnight in Berlin, not in UTC (winter +1 h, summer +2 h)', () => {
    expect(berlinToday(new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    expect(berlinToday(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(berlinToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('asked again and again around midnight, the day turns exactly at midnight (the day is kept per minute)', () => {
    for (const round of [1, 2]) {
      expect(berlinToday(new Date('2026-11-26T22:59:00.000Z')), `round ${round}`).toBe('2026-11-26');
      expect(berlinToday(new Date('2026-11-26T22:59:59.999Z'))).toBe('2026-11-26');
      expect(berlinToday(new Date('2026-11-26T23:00:00.000Z'))).toBe('2026-11-27');
      expect(berlinToday(new Date('2026-11-26T23:00:59.999Z'))).toBe('2026-11-27');
    }
  });

  it('midnight is 00:00, and the clock jumps with daylight saving time', () => {
    expect(berlinWallClock(new Date('2026-11-26T23:00:00Z'))).toEqual({ date: '2026-11-27', time: '00:00' });
    // Last Sunday of March 2026: 01:59 CET is followed by 03:00 CEST.
    expect(berlinWallClock(new Date('2026-03-29T00:59:00Z')).time).toBe('01:59');
    expect(berlinWallClock(new Date('2026-03-29T01:00:00Z')).time).toBe('03:00');
  });
});
