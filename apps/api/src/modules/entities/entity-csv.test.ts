import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, neutralizeFormula } from './entity-csv.ts';

describe('CSV', () => {
  it('quotes only what needs quoting', () => {
    expect(csvCell('Müller GmbH')).toBe('Müller GmbH');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Bau "Nord"')).toBe('"Bau ""Nord"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell(' Rand')).toBe('" Rand"');
  });

  it('writes BOM, semicolons and CRLF', () => {
    expect(csvDocument(['Name', 'Ort'], [['A', 'Köln']])).toBe('\uFEFFName;Ort\r\nA;Köln\r\n');
  });

  it('reads back to the same cells with a standard parser (any text)', () => {
    const table = fc.integer({ min: 1, max: 4 }).chain((width) =>
      fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: width, maxLength: width }), {
        maxLength: 5,
      }),
    );
    fc.assert(
      fc.property(table, (rows) => {
        const header = (rows[0] ?? ['']).map((_, i) => `Spalte ${i}`);
        const parsed = parse(csvDocument(header, rows), {
          delimiter: ';',
          bom: true,
          record_delimiter: '\r\n',
        });
        expect(parsed).toEqual([header, ...rows]);
      }),
    );
  });

  it('neutralises formulas but keeps phone numbers and amounts', () => {
    expect(neutralizeFormula('=SUMME(A1)')).toBe("'=SUMME(A1)");
    expect(neutralizeFormula('@cmd')).toBe("'@cmd");
    expect(neutralizeFormula('+A1')).toBe("'+A1");
    expect(neutralizeFormula('-Rabatt')).toBe("'-Rabatt");
    expect(neutralizeFormula('+49 (221) 123-45')).toBe('+49 (221) 123-45');
    expect(neutralizeFormula('-12,50')).toBe('-12,50');
    expect(neutralizeFormula('Müller')).toBe('Müller');
  });
});
