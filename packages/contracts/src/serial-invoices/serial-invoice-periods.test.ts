import { describe, expect, it } from 'vitest';
import {
  billingPeriodFrom,
  duePeriods,
  formatBillingPeriodDe,
  nextPeriodStart,
  type SerialSchedule,
} from './serial-invoice-periods.ts';

const schedule = (
  interval: SerialSchedule['interval'],
  start_date: string,
  end_date: string | null = null,
) => ({
  interval,
  start_date,
  end_date,
});
const starts = (s: SerialSchedule, today: string) => duePeriods(s, s.start_date, today).map((p) => p.start);

describe('serial invoice periods', () => {
  it('keeps the start day through short months: 31 Jan → 28/29 Feb → 31 Mar', () => {
    expect(starts(schedule('monthly', '2026-01-31'), '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(nextPeriodStart('2028-01-31', 'monthly', 31)).toBe('2028-02-29');
  });

  it('ends a period the day before the next one starts', () => {
    expect(billingPeriodFrom(schedule('monthly', '2026-01-31'), '2026-01-31')).toEqual({
      start: '2026-01-31',
      end: '2026-02-27',
    });
    expect(billingPeriodFrom(schedule('monthly', '2026-11-01'), '2026-11-01')).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(billingPeriodFrom(schedule('monthly', '2028-01-01'), '2028-02-01').end).toBe('2028-02-29');
  });

  it('steps quarterly, half-yearly and yearly across year ends and month ends', () => {
    expect(starts(schedule('quarterly', '2026-11-30'), '2027-12-31')).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
    ]);
    expect(billingPeriodFrom(schedule('quarterly', '2026-01-01'), '2026-01-01')).toEqual({
      start: '2026-01-01',
      end: '2026-03-31',
    });
    expect(starts(schedule('halfYearly', '2026-08-31'), '2028-03-01')).toEqual([
      '2026-08-31',
      '2027-02-28',
      '2027-08-31',
      '2028-02-29',
    ]);
    expect(billingPeriodFrom(schedule('halfYearly', '2026-07-01'), '2026-07-01').end).toBe('2026-12-31');
    expect(starts(schedule('yearly', '2024-02-29'), '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(billingPeriodFrom(schedule('yearly', '2026-01-01'), '2026-01-01').end).toBe('2026-12-31');
  });

  it('invoices a period on its first day, not before', () => {
    const s = schedule('monthly', '2026-11-01');
    expect(duePeriods(s, '2026-11-01', '2026-10-31')).toEqual([]);
    expect(duePeriods(s, '2026-11-01', '2026-11-01')).toHaveLength(1);
    expect(duePeriods(s, '2026-12-01', '2026-11-30')).toEqual([]);
  });

  it('catches up every missed period, each once, starting at the next date', () => {
    const s = schedule('monthly', '2026-01-15');
    expect(duePeriods(s, '2026-08-15', '2026-11-20')).toEqual([
      { start: '2026-08-15', end: '2026-09-14' },
      { start: '2026-09-15', end: '2026-10-14' },
      { start: '2026-10-15', end: '2026-11-14' },
      { start: '2026-11-15', end: '2026-12-14' },
    ]);
  });

  it('respects the end date: no period starts after it, the last one ends on it', () => {
    const s = schedule('monthly', '2026-01-01', '2026-03-15');
    expect(duePeriods(s, '2026-01-01', '2026-12-31')).toEqual([
      { start: '2026-01-01', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-15' },
    ]);
  });

  it('formats the billing period as the placeholder shows it', () => {
    expect(formatBillingPeriodDe({ start: '2026-11-01', end: '2026-11-30' })).toBe('01.11.2026 – 30.11.2026');
  });
});
