import { describe, expect, it } from 'vitest';
import { completeRateNets } from './invoice-data.ts';

describe('net per VAT rate of a receipt that prints only the VAT per rate', () => {
  it('follows from the VAT; the lowest rate takes the rest of the total net', () => {
    // 29.90 × 7 % = 2.093 → 2.09; from the VAT alone it would be 29.86.
    expect(
      completeRateNets(
        [
          { rate: '19', net: null, tax: '15.01' },
          { rate: '7', net: null, tax: '2.09' },
        ],
        '108.90',
      ),
    ).toEqual([
      { rate: '19', net: '79.00', tax: '15.01' },
      { rate: '7', net: '29.90', tax: '2.09' },
    ]);
  });

  it('is left open when the figures do not fit together (a misread amount)', () => {
    const rates = [
      { rate: '19', net: null, tax: '15.01' },
      { rate: '7', net: null, tax: '2.09' },
    ];
    expect(completeRateNets(rates, '118.90')).toEqual(rates);
    expect(completeRateNets(rates, null)).toEqual(rates);
  });

  it('keeps nets that were read', () => {
    const rates = [{ rate: '19', net: '10.00', tax: '1.90' }];
    expect(completeRateNets(rates, '10.00')).toBe(rates);
  });
});
