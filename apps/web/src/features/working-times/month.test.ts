import { describe, expect, it } from 'vitest';
import {
  addMonths,
  currentMonth,
  dayLabel,
  hoursAndMinutes,
  isMonth,
  monthLabel,
  timeLabel,
} from './month.ts';

describe('months and durations of the working-time screens', () => {
  it('steps over year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
  it('knows the Berlin month at a UTC month end', () => {
    expect(currentMonth(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
  });
  it('accepts only real months', () => {
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(undefined)).toBe(false);
  });
  it('writes German labels', () => {
    expect(monthLabel('2026-03')).toBe('März 2026');
    expect(hoursAndMinutes(-90)).toBe('−1:30 h');
    expect(hoursAndMinutes(485)).toBe('8:05 h');
    expect(dayLabel('2026-03-03T08:00')).toBe('Di., 03.03.2026');
    expect(timeLabel('2026-03-04T06:00', '2026-03-03T22:00')).toBe('06:00 (04.03.)');
  });
});
