import { describe, expect, it } from 'vitest';
import { chooseExportColumns, type ExportColumn } from './entity-export-columns.ts';
import {
  berlinWallClock,
  formatExportValue,
  germanDateTime,
  germanDecimal,
  xlsxCell,
} from './entity-export-format.ts';
import { AppError } from '../../core/http/errors.ts';

const columns = chooseExportColumns(
  'customers',
  [],
  'number,name,kind,country,iban,payment_term_days,skonto_percent,created_at,sepa_mandate_date',
);
const column = (key: string) => columns.find((c) => c.key === key)!;
const refs = { e7: 'Müller GmbH', p3: 'Erika Muster' };

describe('German export values', () => {
  it('formats decimals without thousands separators and with a comma', () => {
    expect(germanDecimal('1234.5', 2)).toBe('1234,50');
    expect(germanDecimal('0.1234', 2)).toBe('0,1234');
    expect(germanDecimal(12)).toBe('12');
    expect(germanDecimal('-3.5')).toBe('-3,5');
  });

  it('shows labels, names, German dates, Ja/Nein and grouped IBANs', () => {
    expect(formatExportValue(column('kind'), 'person', refs)).toBe('Privatperson');
    expect(formatExportValue(column('country'), 'AT', refs)).toBe('Österreich');
    expect(formatExportValue(column('iban'), 'DE89370400440532013000', refs)).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(formatExportValue(column('skonto_percent'), '2.5', refs)).toBe('2,5');
    expect(formatExportValue(column('sepa_mandate_date'), '2026-11-21', refs)).toBe('21.11.2026');
    expect(formatExportValue(column('created_at'), '2026-07-01T22:30:00.000Z', refs)).toBe(
      '02.07.2026 00:30',
    );
    expect(formatExportValue(column('name'), null, refs)).toBe('');
    const reference: ExportColumn = { key: 'company', label: 'Firma', kind: 'reference', value: () => 7 };
    expect(formatExportValue(reference, 7, refs)).toBe('Müller GmbH');
    const people: ExportColumn = { key: 'members', label: 'Mitglieder', kind: 'profiles', value: () => [] };
    expect(formatExportValue(people, [3, 9], refs)).toBe('Erika Muster, #9');
    const flag: ExportColumn = { key: 'x', label: 'X', kind: 'boolean', value: () => true };
    expect([formatExportValue(flag, true, refs), formatExportValue(flag, false, refs)]).toEqual([
      'Ja',
      'Nein',
    ]);
  });

  it('gives XLSX numbers, amounts, percentages and dates as real cells', () => {
    expect(xlsxCell(column('payment_term_days'), 14, refs)).toEqual({ value: 14, numFmt: '#,##0' });
    expect(xlsxCell(column('skonto_percent'), '2.5', refs)).toEqual({ value: 0.025, numFmt: '0.00%' });
    const amount: ExportColumn = { key: 'a', label: 'A', kind: 'money', value: () => null };
    expect(xlsxCell(amount, '1234.5', refs)).toEqual({ value: 1234.5, numFmt: '#,##0.00 €' });
    expect(xlsxCell(column('sepa_mandate_date'), '2026-11-21', refs)).toEqual({
      value: new Date('2026-11-21T00:00:00Z'),
      numFmt: 'dd.mm.yyyy',
    });
    expect(xlsxCell(column('kind'), 'company', refs)).toEqual({ value: 'Firma' });
    expect(xlsxCell(column('kind'), null, refs)).toEqual({ value: null });
  });

  it('turns timestamps into Berlin wall-clock time, summer and winter', () => {
    expect(germanDateTime('2026-01-15T12:00:00Z')).toBe('15.01.2026 13:00');
    expect(berlinWallClock('2026-07-15T12:00:00Z')).toEqual(new Date('2026-07-15T14:00:00Z'));
  });
});

describe('export columns', () => {
  it('defaults to number, name and the list columns; keeps the asked order; refuses unknown keys', () => {
    expect(chooseExportColumns('customers', [], undefined).map((c) => c.key)).toEqual([
      'number',
      'name',
      'zip',
      'city',
      'email',
      'phone',
    ]);
    expect(chooseExportColumns('contacts', [], 'email,name,email').map((c) => c.key)).toEqual([
      'email',
      'name',
    ]);
    expect(() => chooseExportColumns('contacts', [], 'number')).toThrow(AppError);
    const custom = chooseExportColumns(
      'articles',
      [{ key: 'farbe', label: 'Farbe', kind: 'text', listColumn: true }],
      undefined,
    );
    expect(custom.map((c) => c.label)).toEqual([
      'Artikelnummer',
      'Name',
      'Art',
      'Einheit',
      'Nettopreis (€)',
      'USt.-Satz',
      'Farbe',
    ]);
  });
});
