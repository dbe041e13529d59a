import { describe, expect, it } from 'vitest';
import { matchBookingRule, type BookingRule } from './match-booking-rule.ts';

const rule = (over: Partial<BookingRule> & { id: string }): BookingRule => ({
  purposePattern: null,
  counterpartyPattern: null,
  direction: 'any',
  bankAccountId: null,
  ...over,
});

const fee = {
  amount: '-12.90',
  bankAccountId: '1',
  purpose: 'Entgelt Kontoführung 11/2026',
  counterpartyName: null,
};

describe('matchBookingRule', () => {
  it('finds a purpose pattern regardless of case, umlauts and spaces, and says why', () => {
    const rules = [rule({ id: 'fees', purposePattern: 'KONTOFUEHRUNG|Entgeltabschluss' })];
    expect(matchBookingRule(fee, rules)).toEqual({
      ruleId: 'fees',
      reasons: ['Verwendungszweck enthält „KONTOFUEHRUNG“'],
    });
  });

  it('needs every pattern a rule names and the right direction', () => {
    const rent = rule({
      id: 'rent',
      purposePattern: 'Miete',
      counterpartyPattern: 'Hausverwaltung Schulz',
      direction: 'out',
    });
    const payment = {
      amount: '-1450.00',
      bankAccountId: '1',
      purpose: 'Miete Dezember',
      counterpartyName: 'Hausverwaltung  Schulz GmbH',
    };
    expect(matchBookingRule(payment, [rent])?.reasons).toEqual([
      'Verwendungszweck enthält „Miete“',
      'Gegenpartei enthält „Hausverwaltung Schulz“',
    ]);
    expect(matchBookingRule({ ...payment, counterpartyName: 'Andere GmbH' }, [rent])).toBeNull();
    expect(matchBookingRule({ ...payment, amount: '1450.00' }, [rent])).toBeNull();
  });

  it('prefers the rule of this bank account and ignores other accounts’ rules', () => {
    const rules = [
      rule({ id: 'all', purposePattern: 'Entgelt' }),
      rule({ id: 'other', purposePattern: 'Entgelt', bankAccountId: '2' }),
      rule({ id: 'own', purposePattern: 'Entgelt', bankAccountId: '1' }),
    ];
    expect(matchBookingRule(fee, rules)?.ruleId).toBe('own');
    expect(matchBookingRule({ ...fee, bankAccountId: '3' }, rules)?.ruleId).toBe('all');
  });

  it('answers null when nothing fits', () => {
    expect(matchBookingRule(fee, [rule({ id: 'salary', purposePattern: 'Gehalt' })])).toBeNull();
    expect(matchBookingRule(fee, [])).toBeNull();
  });
});
