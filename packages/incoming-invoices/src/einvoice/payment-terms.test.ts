import { describe, expect, it } from 'vitest';
import { parsePaymentTerms } from './payment-terms.ts';

describe('XRechnung payment terms (BT-20)', () => {
  it('reads Skonto lines with deadline and discount on the amount due', () => {
    const terms = parsePaymentTerms(
      'Zahlbar innerhalb von 30 Tagen.\n#SKONTO#TAGE=7#PROZENT=2.00#\n#SKONTO#TAGE=14#PROZENT=1.00#\n',
      {
        issueDate: '2026-11-21',
        amountDue: '2594.20',
      },
    );
    expect(terms.text).toBe('Zahlbar innerhalb von 30 Tagen.');
    expect(terms.skonto).toEqual([
      { days: 7, percent: '2.00', discount: '51.88', until: '2026-11-28' },
      { days: 14, percent: '1.00', discount: '25.94', until: '2026-12-05' },
    ]);
  });

  it('uses BASISBETRAG as the base when given, also negative', () => {
    const terms = parsePaymentTerms('#SKONTO#TAGE=14#PROZENT=1.00#BASISBETRAG=-5.53#\n', {
      amountDue: '100.00',
    });
    expect(terms.skonto).toEqual([{ days: 14, percent: '1.00', baseAmount: '-5.53', discount: '-0.06' }]);
  });

  it('crosses month and year ends for the deadline', () => {
    const [skonto] = parsePaymentTerms('#SKONTO#TAGE=10#PROZENT=3.00#\n', { issueDate: '2026-12-28' }).skonto;
    expect(skonto?.until).toBe('2027-01-07');
  });

  it('keeps late-payment lines apart and malformed lines as text (BR-DE-18 reports them)', () => {
    const terms = parsePaymentTerms('#VERZUG#TAGE=30#PROZENT=5.00#\n#SKONTO#TAGE=14#prozent=1.00#\n', {});
    expect(terms.latePayment).toEqual([{ days: 30, percent: '5.00' }]);
    expect(terms.skonto).toEqual([]);
    expect(terms.text).toBe('#SKONTO#TAGE=14#prozent=1.00#');
  });
});
