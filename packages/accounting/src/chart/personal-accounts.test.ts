import { describe, expect, it } from 'vitest';
import { derivePersonalAccount, personalAccountRange } from './personal-accounts.ts';

const numbering = { accountLength: 4 };

describe('personal accounts from customer and vendor numbers', () => {
  it('uses DATEV’s ranges: debtors 10000–69999, creditors 70000–99999, one digit more per account length', () => {
    expect(personalAccountRange('debtor', 4)).toEqual({ min: 10000, max: 69999 });
    expect(personalAccountRange('creditor', 4)).toEqual({ min: 70000, max: 99999 });
    expect(personalAccountRange('debtor', 6)).toEqual({ min: 1000000, max: 6999999 });
  });

  it('adds the last digits of the number to the offset', () => {
    expect(derivePersonalAccount('debtor', 'K-00042', numbering)).toBe('10042');
    expect(derivePersonalAccount('creditor', 'L-2026-7', numbering)).toBe('70007');
    expect(derivePersonalAccount('debtor', '10042', { accountLength: 4, debtorOffset: 0 })).toBe('10042');
    expect(derivePersonalAccount('creditor', '315', { accountLength: 4, creditorOffset: 80000 })).toBe(
      '80315',
    );
  });

  it('refuses numbers without digits, out of range and collisions in German', () => {
    expect(() => derivePersonalAccount('debtor', 'ABC', numbering)).toThrow(
      'Die Kundennummer „ABC“ enthält keine Ziffern; daraus lässt sich kein Debitorenkonto bilden.',
    );
    expect(() => derivePersonalAccount('debtor', 'K-60000', numbering)).toThrow(
      'Die Kundennummer „K-60000“ ergibt das Debitorenkonto 70000; erlaubt sind 10000–69999.',
    );
    expect(() => derivePersonalAccount('creditor', '42', { accountLength: 4, creditorOffset: 0 })).toThrow(
      'erlaubt sind 70000–99999',
    );
    expect(() =>
      derivePersonalAccount(
        'debtor',
        'K-42',
        numbering,
        new Map([['10042', 'Kunde K-0042 (Bäckerei Schmidt)']]),
      ),
    ).toThrow('Das Debitorenkonto 10042 ist bereits Kunde K-0042 (Bäckerei Schmidt) zugeordnet.');
    expect(derivePersonalAccount('debtor', 'K-42', numbering, new Map([['10042', 'K-42']]))).toBe('10042');
    expect(() => personalAccountRange('debtor', 3)).toThrow(
      'Die Sachkontenlänge muss zwischen 4 und 8 liegen.',
    );
  });
});
