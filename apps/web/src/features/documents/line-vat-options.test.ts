import { describe, expect, it } from 'vitest';
import { parseVatValue, vatOptions, vatValue } from './line-vat-options.ts';

describe('VAT select of a line', () => {
  it('offers tax-free lines by their § 4 UStG reason, never § 19', () => {
    const labels = vatOptions({ category: 'S', rate: '19' }).map((o) => o.label);
    expect(labels).toContain('steuerfrei: Heilbehandlung (§ 4 Nr. 14 UStG)');
    expect(labels.join(' ')).not.toContain('§ 19');
  });

  it('keeps category, rate and reason together in one value', () => {
    const value = vatValue('E', '0', 'ustg4nr14');
    expect(value).toBe('E|0|ustg4nr14');
    expect(parseVatValue(value)).toEqual({ category: 'E', rate: '0', vat_exemption: 'ustg4nr14' });
    expect(parseVatValue(vatValue('S', '19', 'ustg4nr14'))).toEqual({
      category: 'S',
      rate: '19',
      vat_exemption: null,
    });
  });

  it('a tax-free line stored without reason asks for one', () => {
    const options = vatOptions({ category: 'E', rate: '0' });
    expect(options.at(-1)).toEqual({ value: 'E|0', label: 'steuerfrei: Grund wählen' });
  });
});
