import { describe, expect, it } from 'vitest';
import { baseInterestRateOn } from './base-interest-rates.ts';
import { calculateDefaultInterest } from './default-interest.ts';
import { calculateDunningClaim } from './dunning-claim.ts';
import { nextDunningLevel } from './dunning-levels.ts';

describe('Basiszinssatz by half-year', () => {
  it('takes the value published for the half-year of the day', () => {
    expect(baseInterestRateOn('2024-06-30')).toBe('3.62');
    expect(baseInterestRateOn('2024-07-01')).toBe('3.37');
    expect(baseInterestRateOn('2025-01-01')).toBe('2.27');
    expect(baseInterestRateOn('2026-03-16')).toBe('1.27');
  });
});

describe('§ 288 BGB default interest', () => {
  it('B2B: base rate + 9 points, act/365 from the day after the due date', () => {
    // 16.01.–16.03.2026 = 16 + 28 + 16 = 60 days; 1,190.00 × 10.27 % × 60 / 365 = 20.0898… → 20.09
    const result = calculateDefaultInterest({
      openAmount: '1190.00',
      dueDate: '2026-01-15',
      asOf: '2026-03-16',
      customerKind: 'company',
    });
    expect(result).toMatchObject({ days: 60, rate: '10.27', amount: '20.09' });
  });

  it('consumers: base rate + 5 points', () => {
    // 31 days × 500.00 × 6.27 % / 365 = 2.6626… → 2.66
    const result = calculateDefaultInterest({
      openAmount: '500.00',
      dueDate: '2026-04-30',
      asOf: '2026-05-31',
      customerKind: 'person',
    });
    expect(result).toMatchObject({ days: 31, rate: '6.27', amount: '2.66' });
  });

  it('splits at 1 July when the base rate changes and rounds the sum once', () => {
    // 21.–30.06.2025: 10 days × 7.27 % → 1.99178…; 01.–10.07.2025: 10 days × 6.27 % → 1.71781…
    // sum 3.70958… → 3.71
    const result = calculateDefaultInterest({
      openAmount: '1000.00',
      dueDate: '2025-06-20',
      asOf: '2025-07-10',
      customerKind: 'person',
    });
    expect(result.days).toBe(20);
    expect(result.rate).toBe('6.27');
    expect(result.amount).toBe('3.71');
    expect(result.periods.map((p) => [p.from, p.to, p.days, p.rate])).toEqual([
      ['2025-06-21', '2025-06-30', 10, '7.27'],
      ['2025-07-01', '2025-07-10', 10, '6.27'],
    ]);
  });

  it('rounds half up to the cent, where floats or banker’s rounding would go down', () => {
    // All of 2026 at 1.27 % + 5 = 6.27 % (365 of 365 days): 150.00 × 6.27 % = 9.405 exactly → 9.41.
    // (If the Bundesbank publishes a different rate for 1 July 2026, this figure changes.)
    const result = calculateDefaultInterest({
      openAmount: '150.00',
      dueDate: '2025-12-31',
      asOf: '2026-12-31',
      customerKind: 'person',
    });
    expect(result.days).toBe(365);
    expect(result.amount).toBe('9.41');
    // Both half-years have the same rate: one stretch on the letter.
    expect(result.periods.map((p) => [p.from, p.to, p.days])).toEqual([['2026-01-01', '2026-12-31', 365]]);
  });

  it('charges nothing on or before the due date and on nothing open', () => {
    expect(
      calculateDefaultInterest({
        openAmount: '100.00',
        dueDate: '2026-03-16',
        asOf: '2026-03-16',
        customerKind: 'company',
      }),
    ).toMatchObject({ days: 0, amount: '0.00' });
    expect(
      calculateDefaultInterest({
        openAmount: '0.00',
        dueDate: '2026-01-01',
        asOf: '2026-03-16',
        customerKind: 'company',
      }).amount,
    ).toBe('0.00');
  });
});

describe('dunning levels', () => {
  it('proposes Zahlungserinnerung, then 1. and 2. Mahnung, then nothing', () => {
    expect([0, 1, 2, 3].map(nextDunningLevel)).toEqual([1, 2, 3, null]);
  });
});

describe('dunning claim', () => {
  it('adds Mahngebühr, the 40 € flat fee for businesses and interest to the open amount', () => {
    const claim = calculateDunningClaim({
      openAmount: '1190.00',
      invoiceDueDate: '2026-01-15',
      noticeDate: '2026-03-16',
      paymentDays: 10,
      customerKind: 'company',
      fee: '5',
      flatFee: true,
      chargeInterest: true,
    });
    // 1,190.00 + 5.00 + 40.00 + 20.09 (see above) = 1,255.09; deadline 16.03. + 10 days
    expect(claim).toMatchObject({ fee: '45.00', total: '1255.09', deadline: '2026-03-26' });
    expect(claim.interest.amount).toBe('20.09');
  });

  it('gives consumers no flat fee and charges no interest unless asked', () => {
    const claim = calculateDunningClaim({
      openAmount: '99.90',
      invoiceDueDate: '2026-01-15',
      noticeDate: '2026-03-16',
      paymentDays: 7,
      customerKind: 'person',
      fee: '2.50',
      flatFee: true,
      chargeInterest: false,
    });
    expect(claim).toMatchObject({ flatFee: '0.00', fee: '2.50', total: '102.40' });
    expect(claim.interest.amount).toBe('0.00');
  });
});
