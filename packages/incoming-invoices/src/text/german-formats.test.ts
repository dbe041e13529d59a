import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, DATE_PATTERN, parseAmount, parseDateMatch } from './german-formats.ts';

const amounts = (text: string) =>
  [...text.matchAll(AMOUNT_PATTERN)].map((m) => parseAmount(m[0])?.toFixed(2));
const dates = (text: string) => [...text.matchAll(DATE_PATTERN)].map(parseDateMatch);

describe('German number and date formats', () => {
  it('reads German, English and plain amounts', () => {
    expect(amounts('Gesamtbetrag 1.234,56 €')).toEqual(['1234.56']);
    expect(amounts('Total 1,234.56 EUR')).toEqual(['1234.56']);
    expect(amounts('Summe 12.345.678,90')).toEqual(['12345678.90']);
    expect(amounts('Betrag -8,79 und 7,90-')).toEqual(['-8.79', '-7.90']);
  });

  it('ignores prices with more decimals, dates and plain integers', () => {
    expect(amounts('9,9000 20 Stk 21.11.2026 Kunde 4711')).toEqual([]);
  });

  it('formats every cent amount printed the German way back to its value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }), (cents) => {
        const printed = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100);
        expect(amounts(`Betrag ${printed} €`)).toEqual([(cents / 100).toFixed(2)]);
      }),
    );
  });

  it('reads numeric and written dates', () => {
    expect(dates('vom 21.11.2026, bis 1.2.27')).toEqual(['2026-11-21', '2027-02-01']);
    expect(dates('am 21. November 2026 und 3. März 2025')).toEqual(['2026-11-21', '2025-03-03']);
    expect(dates('issued at 2020-11-21, due February 17, 2026')).toEqual(['2020-11-21', '2026-02-17']);
  });

  it('rejects impossible dates', () => {
    expect(dates('31.02.2026 und 12.13.2026')).toEqual([undefined, undefined]);
  });
});
