import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatByteSize } from './file-size.ts';

describe('formatByteSize', () => {
  it('writes sizes as German offices read them', () => {
    expect(formatByteSize(0)).toBe('0 Bytes');
    expect(formatByteSize(1)).toBe('1 Byte');
    expect(formatByteSize(1023)).toBe('1.023 Bytes');
    expect(formatByteSize(1024)).toBe('1 KB');
    expect(formatByteSize(340 * 1024 + 300)).toBe('340 KB');
    expect(formatByteSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatByteSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatByteSize(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatByteSize(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
  });

  it('never shows 1.024 of a unit: that is one of the next', () => {
    expect(formatByteSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatByteSize(1024 ** 3 - 1)).toBe('1 GB');
  });

  it('grows with the size and keeps the number below 1.024', () => {
    const units = ['Byte', 'Bytes', 'KB', 'MB', 'GB', 'TB'];
    const parse = (text: string) => {
      const [number, unit] = text.split(' ');
      const value = Number(number!.replace(/\./g, '').replace(',', '.'));
      return { value, unit: unit!, rank: Math.max(0, units.indexOf(unit!) - 1) };
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 0, max: 2 ** 45 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const x = parse(formatByteSize(small));
        const y = parse(formatByteSize(large));
        if (x.unit !== 'Byte' && x.unit !== 'Bytes') expect(x.value).toBeLessThan(1024);
        expect(x.rank < y.rank || (x.rank === y.rank && x.value <= y.value)).toBe(true);
      }),
    );
  });
});
