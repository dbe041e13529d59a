import { calculateDocumentTotals } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  fromApiLine,
  lineFromArticle,
  linesForTotals,
  linesReducer,
  parseGermanDecimal,
  toApiLine,
  type EditorItemLine,
  type EditorLine,
} from './document-lines-state.ts';

const item = (key: string, patch: Partial<EditorItemLine> = {}): EditorItemLine => ({
  ...(emptyLine('item') as EditorItemLine),
  key,
  name: key,
  ...patch,
});
const keys = (lines: EditorLine[]) => lines.map((l) => l.key);

describe('line table editing', () => {
  const lines = [item('a'), item('b'), item('c')];

  it('adds at the end, or right after the line the user is on', () => {
    expect(keys(linesReducer(lines, { type: 'add', line: item('d') }))).toEqual(['a', 'b', 'c', 'd']);
    expect(keys(linesReducer(lines, { type: 'add', line: item('d'), after: 'a' }))).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });

  it('moves a line up and down but not past either end', () => {
    expect(keys(linesReducer(lines, { type: 'move', key: 'b', by: -1 }))).toEqual(['b', 'a', 'c']);
    expect(keys(linesReducer(lines, { type: 'move', key: 'b', by: 1 }))).toEqual(['a', 'c', 'b']);
    expect(linesReducer(lines, { type: 'move', key: 'a', by: -1 })).toBe(lines);
    expect(linesReducer(lines, { type: 'move', key: 'c', by: 1 })).toBe(lines);
  });

  it('reorders by drag onto another line, both directions', () => {
    expect(keys(linesReducer(lines, { type: 'reorder', from: 'a', to: 'c' }))).toEqual(['b', 'c', 'a']);
    expect(keys(linesReducer(lines, { type: 'reorder', from: 'c', to: 'a' }))).toEqual(['c', 'a', 'b']);
  });

  it('removes only the line asked for and updates one line without touching the others', () => {
    expect(keys(linesReducer(lines, { type: 'remove', key: 'b' }))).toEqual(['a', 'c']);
    const updated = linesReducer(lines, { type: 'update', key: 'b', patch: { quantity: '3' } });
    expect((updated[1] as EditorItemLine).quantity).toBe('3');
    expect(updated[0]).toBe(lines[0]);
  });

  it('gives every new line its own key', () => {
    const many = Array.from({ length: 200 }, () => emptyLine('item').key);
    expect(new Set(many).size).toBe(200);
  });
});

describe('German amounts in the line fields', () => {
  it('reads what people type', () => {
    expect(parseGermanDecimal('1.234,50')).toBe('1234.50');
    expect(parseGermanDecimal('2,5')).toBe('2.5');
    expect(parseGermanDecimal('10')).toBe('10');
    expect(parseGermanDecimal('1.000')).toBe('1000');
    expect(parseGermanDecimal('12,5 %')).toBe('12.5');
    expect(parseGermanDecimal('-3,00 €')).toBe('-3.00');
    expect(parseGermanDecimal('\u22121.320,66 €')).toBe('-1320.66');
    expect(parseGermanDecimal('')).toBeNull();
    expect(parseGermanDecimal('zwei')).toBeNull();
    expect(parseGermanDecimal('1,23456')).toBeNull();
  });

  it('sends decimal strings to the API and reads stored lines back into German input', () => {
    const line = item('a', {
      quantity: '2,5',
      unit_price: '1.000,10',
      discount_percent: '10',
      vat_rate: '19',
    });
    const api = toApiLine(line) as Record<string, unknown>;
    expect(api).toMatchObject({
      quantity: '2.5',
      unit_price: '1000.10',
      discount_percent: '10',
      vat_rate: '19',
    });
    const back = fromApiLine({ ...(api as object), description: null } as never) as EditorItemLine;
    expect(back).toMatchObject({ quantity: '2,5', unit_price: '1000,1', discount_percent: '10' });
    expect(toApiLine(item('b', { discount_percent: ' ' }))).toMatchObject({ discount_percent: null });
  });

  it('passes an unreadable amount through, so the server names the field', () => {
    expect(toApiLine(item('a', { quantity: 'zwei' }))).toMatchObject({ quantity: 'zwei' });
  });

  it('computes live totals like the server for typed amounts, skipping half-typed lines', () => {
    const lines: EditorLine[] = [
      item('a', { quantity: '3', unit_price: '19,99', vat_rate: '19' }),
      item('b', { quantity: '2', unit_price: '100', discount_percent: '12,5', vat_rate: '7' }),
      item('c', { quantity: '1', unit_price: '' }),
      { kind: 'subtotal', key: 's', name: 'Zwischensumme' },
    ];
    const totals = calculateDocumentTotals(linesForTotals(lines));
    expect(totals.lines.a?.net).toBe('59.97');
    expect(totals.lines.b).toEqual({ gross: '200.00', discount: '25.00', net: '175.00' });
    expect(totals.lines.c).toBeUndefined();
    expect(totals.subtotals.s).toBe('234.97');
    expect(totals.net).toBe('234.97');
    expect(totals.vat).toBe('23.64'); // 11.39 (19 % of 59.97) + 12.25 (7 % of 175)
    expect(totals.gross).toBe('258.61');
  });
});

describe('a line from an article', () => {
  it('takes name, unit, net price and the VAT rate as the customer treatment decides', () => {
    const line = lineFromArticle(
      { id: 7, name: 'Beratung', data: { unit: 'HUR', net_price: '95.00', vat_rate: '19', description: '' } },
      (rate) => ({ category: 'S', rate }),
    );
    expect(line).toMatchObject({
      article_id: 7,
      name: 'Beratung',
      unit: 'HUR',
      unit_price: '95',
      vat_category: 'S',
      vat_rate: '19',
      quantity: '1',
      description: null,
    });
    const reverseCharge = lineFromArticle({ id: 7, name: 'X', data: { vat_rate: '19' } }, () => ({
      category: 'AE',
      rate: '0',
    }));
    expect(reverseCharge).toMatchObject({ vat_category: 'AE', vat_rate: '0' });
  });
});
