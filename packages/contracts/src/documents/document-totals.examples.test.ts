import { describe, expect, it } from 'vitest';
import type { DocumentLine } from './document-line.ts';
import { calculateDocumentTotals } from './document-totals.ts';

const item = (key: string, quantity: string, price: string, rate = '19', discount: string | null = null) =>
  ({
    kind: 'item',
    key,
    article_id: null,
    name: key,
    description: null,
    quantity,
    unit: 'C62',
    unit_price: price,
    discount_percent: discount,
    vat_category: rate === '0' ? 'Z' : 'S',
    vat_rate: rate,
  }) satisfies DocumentLine;

describe('calculateDocumentTotals (EN 16931 totals)', () => {
  it('rounds VAT once per rate group, not per line', () => {
    // Three lines of 0.33 € at 19 %: per line VAT would be 3 × 0.06 = 0.18; on the group 0.99 × 19 % = 0.19.
    const totals = calculateDocumentTotals([
      item('a', '1', '0.33'),
      item('b', '1', '0.33'),
      item('c', '1', '0.33'),
    ]);
    expect(totals.net).toBe('0.99');
    expect(totals.vatGroups).toEqual([{ category: 'S', rate: '19', taxable: '0.99', tax: '0.19' }]);
    expect(totals.gross).toBe('1.18');
  });

  it('keeps 19 % and 7 % apart and sums them to the document total', () => {
    const totals = calculateDocumentTotals([item('a', '2.5', '100'), item('b', '3', '19.99', '7')]);
    expect(totals.vatGroups).toEqual([
      { category: 'S', rate: '19', taxable: '250.00', tax: '47.50' },
      { category: 'S', rate: '7', taxable: '59.97', tax: '4.20' },
    ]);
    expect(totals).toMatchObject({ net: '309.97', vat: '51.70', gross: '361.67', payable: '361.67' });
  });

  it('applies a line discount as an allowance on the rounded line amount', () => {
    const totals = calculateDocumentTotals([item('a', '3', '33.333', '19', '10')]);
    // 3 × 33.333 = 99.999 → 100.00; 10 % = 10.00; net 90.00.
    expect(totals.lines.a).toEqual({ gross: '100.00', discount: '10.00', net: '90.00' });
  });

  it('prints subtotals of the items since the previous subtotal and ignores text lines', () => {
    const lines: DocumentLine[] = [
      { kind: 'title', key: 't', name: 'Bauabschnitt 1' },
      item('a', '1', '100'),
      { kind: 'subtotal', key: 's1', name: 'Zwischensumme' },
      { kind: 'text', key: 'x', name: 'Hinweis' },
      item('b', '2', '50'),
      { kind: 'subtotal', key: 's2', name: 'Zwischensumme' },
    ];
    const totals = calculateDocumentTotals(lines);
    expect(totals.subtotals).toEqual({ s1: '100.00', s2: '100.00' });
    expect(totals.net).toBe('200.00');
  });

  it('deducts advance payments from the amount due (final invoice)', () => {
    const totals = calculateDocumentTotals([item('a', '1', '1000')], { prepaid: '595.00' });
    expect(totals).toMatchObject({ gross: '1190.00', prepaid: '595.00', payable: '595.00' });
  });
});
