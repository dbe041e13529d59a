import { describe, expect, it } from 'vitest';
import {
  formatDecimalDe,
  formatEuro,
  formatPercentDe,
  formatQuantityDe,
  roundMoney,
  toBig,
} from './money.ts';

describe('German money formatting from decimal strings', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatEuro('1234567.5')).toBe('1.234.567,50 €');
    expect(formatEuro('-1234.5')).toBe('\u22121.234,50 €');
    expect(formatEuro('0')).toBe('0,00 €');
  });
  it('shows quantities without trailing zeros and rates as percent', () => {
    expect(formatQuantityDe('1.5000')).toBe('1,5');
    expect(formatQuantityDe('10')).toBe('10');
    expect(formatQuantityDe('0.125')).toBe('0,125');
    expect(formatPercentDe('19')).toBe('19 %');
    expect(formatPercentDe('2.5')).toBe('2,5 %');
  });
  it('never prints a negative zero', () => {
    expect(formatDecimalDe('-0.001')).toBe('0,00');
  });
  it('rounds commercially, half away from zero, also for negatives (Storno)', () => {
    expect(roundMoney(toBig('0.125'))).toBe('0.13');
    expect(roundMoney(toBig('-0.125'))).toBe('-0.13');
    expect(roundMoney(toBig('0.124'))).toBe('0.12');
    // The classic float trap: 1.005 is 1.00499999… as a double.
    expect(roundMoney(toBig('1.005'))).toBe('1.01');
  });
});
