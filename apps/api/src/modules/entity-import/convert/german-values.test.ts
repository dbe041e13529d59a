import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGermanBoolean, parseGermanDate, parseGermanDecimal } from './german-values.ts';

describe('parseGermanDecimal', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['-0,5', '-0.5'],
    ['0,19', '0.19'],
    [',5', '0.5'],
    ['1.234', '1234'],
    ['1.234.567,8', '1234567.8'],
    ['1.234,56 €', '1234.56'],
    ['€ 99,90', '99.90'],
    ['12 %', '12'],
    ['7,5%', '7.5'],
    ['1 234,50', '1234.50'],
    ['1\u00a0234,50', '1234.50'],
    ['120,00-', '-120.00'],
    ['+3', '3'],
    ['007', '7'],
    // English notation from international tools.
    ['1,234.56', '1234.56'],
    ['1234.56', '1234.56'],
    ['0.500', '0.500'],
    ['1,234,567', '1234567'],
  ])('%s → %s', (raw, expected) => {
    expect(parseGermanDecimal(raw)).toBe(expected);
  });

  it.each(['', 'abc', '1,2,3,4', '1.23.4', '12,34.56,7', '1..2', '1,', '€', '--1', '1.234,5.6'])(
    'refuses %j',
    (raw) => {
      expect(parseGermanDecimal(raw)).toBeNull();
    },
  );

  it('reads back every amount as German software formats it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const formatted = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100);
        expect(Number(parseGermanDecimal(formatted))).toBe(cents / 100);
        const currency = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
          cents / 100,
        );
        expect(Number(parseGermanDecimal(currency))).toBe(cents / 100);
      }),
    );
  });
});

describe('parseGermanDate', () => {
  it.each([
    ['21.11.2026', '2026-11-21'],
    ['1.2.2026', '2026-02-01'],
    ['01.02.26', '2026-02-01'],
    ['15.06.85', '1985-06-15'],
    ['29.02.2028', '2028-02-29'],
    ['21.11.2026 00:00', '2026-11-21'],
    ['21.11.2026 14:30:00', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-21T10:00:00Z', '2026-11-21'],
  ])('%s → %s', (raw, expected) => {
    expect(parseGermanDate(raw)).toBe(expected);
  });

  it.each(['31.11.2026', '29.02.2027', '2026-13-01', '11/21/2026', '21.11.', 'morgen', ''])(
    'refuses %j',
    (raw) => {
      expect(parseGermanDate(raw)).toBeNull();
    },
  );

  it('reads back every date as German software formats it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const formatted = new Intl.DateTimeFormat('de-DE', {
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(date);
          expect(parseGermanDate(formatted)).toBe(date.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('parseGermanBoolean', () => {
  it.each([
    ['Ja', true],
    ['ja', true],
    ['X', true],
    ['1', true],
    ['true', true],
    ['WAHR', true],
    ['Nein', false],
    ['0', false],
    ['false', false],
    ['falsch', false],
    ['vielleicht', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseGermanBoolean(raw)).toBe(expected);
  });
});
