import { describe, expect, it } from 'vitest';
import { lockableMonths, periodOf, periodPresets } from './period.ts';

describe('accounting period', () => {
  const today = new Date(2026, 0, 15);

  it('offers this month, last month (across the year end) and this year', () => {
    expect(periodPresets(today)).toEqual({
      month: { from: '2026-01-01', to: '2026-01-31' },
      lastMonth: { from: '2025-12-01', to: '2025-12-31' },
      year: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(periodPresets(new Date(2028, 2, 3)).lastMonth).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('reads the period from the URL and falls back to the year for anything unusable', () => {
    expect(periodOf({ from: '2026-03-01', to: '2026-03-31' }, today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(periodOf({ from: '2026-04-01', to: '2026-03-31' }, today)).toEqual(periodPresets(today).year);
    expect(periodOf({ from: 20260301 }, today)).toEqual(periodPresets(today).year);
  });
});

describe('lockableMonths', () => {
  it('offers the finished months after the lock, newest first', () => {
    expect(lockableMonths('2026-11-26', '2026-08-31')).toEqual(['2026-10', '2026-09']);
    expect(lockableMonths('2026-01-05', null).slice(0, 2)).toEqual(['2025-12', '2025-11']);
    expect(lockableMonths('2026-11-26', null)).toHaveLength(24);
    expect(lockableMonths('2026-11-26', '2026-10-31')).toEqual([]);
  });
});
