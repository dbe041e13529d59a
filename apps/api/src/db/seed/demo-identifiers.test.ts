import { isValidIban } from '@kontor/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  austrianIban,
  austrianVatId,
  germanIban,
  germanVatId,
  leitwegId,
  swissIban,
  swissUid,
} from './demo-identifiers.ts';

// Published examples (bank and tax-office documentation, the XRechnung test suite) as the
// independent restatement of each rule.
describe('demo identifiers', () => {
  it('computes the IBAN check digits of published examples', () => {
    expect(germanIban('37040044', '532013000')).toBe('DE89370400440532013000');
    expect(germanIban('12030000', '202051')).toBe('DE02120300000000202051');
    expect(austrianIban('19043', '234573201')).toBe('AT611904300234573201');
    expect(swissIban('00762', '011623852957')).toBe('CH9300762011623852957');
  });

  it('makes IBANs that pass the ISO 13616 check the forms use, and fail with any other check digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{1,10}$/), (blz, account) => {
        const value = germanIban(blz, account);
        expect(value).toHaveLength(22);
        expect(isValidIban(value)).toBe(true);
        const wrong = (Number(value.slice(2, 4)) + 1) % 100;
        expect(isValidIban(`DE${String(wrong).padStart(2, '0')}${value.slice(4)}`)).toBe(false);
      }),
    );
  });

  it('computes VAT ID check digits like the BZSt, the Austrian BMF and the Swiss UID register', () => {
    expect(germanVatId('13669597')).toBe('DE136695976');
    expect(austrianVatId('1358562')).toBe('ATU13585627');
    expect(swissUid('11628171')).toBe('CHE116281710');
    expect(() => germanVatId('123')).toThrow(/8 digits/);
  });

  it('computes Leitweg-ID check digits (MOD 97-10 over coarse and fine address)', () => {
    expect(leitwegId('04011000', '1234512345')).toBe('04011000-1234512345-06');
    expect(leitwegId('991', '01234')).toMatch(/^991-01234-\d{2}$/);
  });
});
