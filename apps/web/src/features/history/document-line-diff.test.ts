import { describe, expect, it } from 'vitest';
import { describeLineDiff } from './document-line-diff.ts';

const hour = {
  kind: 'item',
  key: 'a',
  name: 'Monteurstunde',
  quantity: '1',
  unit: 'HUR',
  unit_price: '65.00',
  vat_rate: '19',
  vat_category: 'S',
  description: null,
};
const pipe = { ...hour, key: 'b', name: 'Kupferrohr 15 mm', quantity: '4', unit: 'MTR', unit_price: '7.5' };
const title = { kind: 'title', key: 't', name: 'Bad' };

describe('describeLineDiff', () => {
  it('tells each changed field of a kept line with the line’s name', () => {
    expect(
      describeLineDiff(
        [hour, pipe],
        [
          { ...hour, quantity: '3.5', unit_price: '68' },
          { ...pipe, unit: 'C62', discount_percent: '10' },
        ],
      ),
    ).toEqual([
      'Menge 1 → 3,5 bei Monteurstunde',
      'Einzelpreis 65,00 € → 68,00 € bei Monteurstunde',
      'Einheit Meter → Stück bei Kupferrohr 15 mm',
      'Rabatt — → 10 % bei Kupferrohr 15 mm',
    ]);
  });

  it('names added and removed lines and a renamed one', () => {
    expect(describeLineDiff([hour, title], [{ ...hour, name: 'Meisterstunde' }, pipe])).toEqual([
      'Position entfernt: Titel „Bad“',
      'Bezeichnung „Monteurstunde“ → „Meisterstunde“',
      'Position hinzugefügt: 4 × Kupferrohr 15 mm à 7,50 €',
    ]);
  });

  it('tells a new order and a changed description without printing the text', () => {
    expect(describeLineDiff([hour, pipe], [pipe, hour])).toEqual(['Reihenfolge der Positionen geändert']);
    expect(describeLineDiff([hour], [{ ...hour, description: 'Samstag' }])).toEqual([
      'Beschreibung geändert bei Monteurstunde',
    ]);
  });

  it('treats a missing field like an empty one (lines stored before the field existed)', () => {
    expect(
      describeLineDiff([{ ...hour, vat_exemption: undefined }], [{ ...hour, vat_exemption: null }]),
    ).toEqual([]);
  });
});
