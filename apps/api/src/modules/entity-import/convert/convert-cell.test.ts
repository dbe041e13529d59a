import { fieldOf, type FieldDefinition } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { convertCell, type ReferenceResolver } from './convert-cell.ts';
import { countryCodeOf } from './country-codes.ts';

const noReferences: ReferenceResolver = () => ({ ok: false, message: 'keine Verweise' });
const field = (type: Parameters<typeof fieldOf>[0], key: string) => fieldOf(type, key)!;
const convert = (f: FieldDefinition, raw: string) => convertCell(f, raw, noReferences);

describe('convertCell', () => {
  it('turns German amounts, percentages, numbers and dates into the kinds the schema expects', () => {
    expect(convert(field('articles', 'net_price'), '1.234,56 €')).toEqual({ ok: true, value: '1234.56' });
    expect(convert(field('customers', 'skonto_percent'), '2,5 %')).toEqual({ ok: true, value: '2.5' });
    expect(convert(field('customers', 'payment_term_days'), '30')).toEqual({ ok: true, value: 30 });
    expect(convert(field('customers', 'sepa_mandate_date'), '21.11.2026')).toEqual({
      ok: true,
      value: '2026-11-21',
    });
  });

  it('explains values that are no number or date, naming the field', () => {
    expect(convert(field('articles', 'net_price'), 'zwölf')).toEqual({
      ok: false,
      message: 'Nettopreis (€): „zwölf“ ist keine Zahl.',
    });
    expect(convert(field('customers', 'sepa_mandate_date'), '31.02.2026')).toEqual({
      ok: false,
      message: 'Datum des SEPA-Mandats: „31.02.2026“ ist kein gültiges Datum (TT.MM.JJJJ).',
    });
  });

  it('matches options by value or German label, ignoring case and spaces', () => {
    const unit = field('articles', 'unit');
    expect(convert(unit, 'Stück')).toEqual({ ok: true, value: 'C62' });
    expect(convert(unit, 'stunde')).toEqual({ ok: true, value: 'HUR' });
    expect(convert(unit, 'kgm')).toEqual({ ok: true, value: 'KGM' });
    const vat = field('articles', 'vat_rate');
    expect(convert(vat, '19 %')).toEqual({ ok: true, value: '19' });
    expect(convert(vat, '7%')).toEqual({ ok: true, value: '7' });
    expect(convert(vat, '19,00')).toEqual({ ok: true, value: '19' });
    expect(convert(field('customers', 'kind'), 'PRIVATPERSON')).toEqual({ ok: true, value: 'person' });
    const wrong = convert(field('articles', 'kind'), 'Ware');
    expect(wrong).toEqual({
      ok: false,
      message: 'Art: „Ware“ gibt es nicht. Möglich: Produkt, Dienstleistung.',
    });
  });

  it('reads multi-select lists and Ja/Nein', () => {
    const colours: FieldDefinition = {
      key: 'farben',
      label: 'Farben',
      kind: 'multiSelect',
      options: [
        { value: 'red', label: 'Rot' },
        { value: 'blue', label: 'Blau' },
      ],
    };
    expect(convert(colours, 'rot, Blau')).toEqual({ ok: true, value: ['red', 'blue'] });
    expect(convert(colours, 'Rot|Grün')).toMatchObject({
      ok: false,
      message: expect.stringContaining('„Grün“'),
    });
    const flag: FieldDefinition = { key: 'vip', label: 'VIP', kind: 'boolean' };
    expect(convert(flag, 'x')).toEqual({ ok: true, value: true });
    expect(convert(flag, 'Nein')).toEqual({ ok: true, value: false });
    expect(convert(flag, 'oft')).toEqual({
      ok: false,
      message: 'VIP: bitte Ja oder Nein angeben statt „oft“.',
    });
  });

  it('finds countries by code, German or English name and old plate codes', () => {
    const country = field('customers', 'country');
    expect(convert(country, 'de')).toEqual({ ok: true, value: 'DE' });
    expect(convert(country, 'Deutschland')).toEqual({ ok: true, value: 'DE' });
    expect(convert(country, 'österreich')).toEqual({ ok: true, value: 'AT' });
    expect(convert(country, 'Schweiz')).toEqual({ ok: true, value: 'CH' });
    expect(convert(country, 'Netherlands')).toEqual({ ok: true, value: 'NL' });
    expect(convert(country, 'D')).toEqual({ ok: true, value: 'DE' });
    expect(convert(country, 'Atlantis')).toEqual({
      ok: false,
      message: 'Land: unbekanntes Land „Atlantis“.',
    });
    expect(countryCodeOf('Vereinigtes Königreich')).toBe('GB');
  });

  it('passes texts on trimmed and leaves references to the resolver', () => {
    expect(convert(field('customers', 'email'), '  Info@Example.DE ')).toEqual({
      ok: true,
      value: 'Info@Example.DE',
    });
    const resolver: ReferenceResolver = (f, raw) => ({ ok: true, value: `${f.key}:${raw}` });
    expect(convertCell(field('contacts', 'company'), ' K-1001 ', resolver)).toEqual({
      ok: true,
      value: 'company:K-1001',
    });
  });
});
