import { describe, expect, it } from 'vitest';
import {
  findDuplicateInvoices,
  matchVendors,
  nameSimilarity,
  normalizeInvoiceNumber,
} from './match-vendor.ts';
import { normalizeVendorName } from './normalize-name.ts';

const vendors = [
  {
    id: 'v1',
    name: 'Müller Büroservice GmbH',
    vatId: 'DE 136 695 976',
    ibans: ['DE88 2008 0000 0970 3757 00'],
  },
  { id: 'v2', name: 'Möller Bau AG', vatId: 'DE123456789', taxNumber: '201/113/40209' },
  { id: 'v3', name: 'Schmidt & Partner GbR', ibans: ['DE02120300000000202051'] },
  { id: 'v4', name: 'Mueller Bueroservice e.K.' },
];

describe('vendor matching', () => {
  it('identifies by VAT ID first, however it is written', () => {
    const [top] = matchVendors({ vatId: 'DE136695976', name: 'ganz anderer Name' }, vendors);
    expect(top).toMatchObject({ vendorId: 'v1', score: 1, matchedBy: 'vatId' });
    expect(top!.reason).toBe('Gleiche USt-IdNr. DE136695976');
  });

  it('then by IBAN, and says so in German', () => {
    const [top] = matchVendors({ iban: 'DE02 1203 0000 0000 2020 51', name: 'Schmidt und Partner' }, vendors);
    expect(top).toMatchObject({ vendorId: 'v3', matchedBy: 'iban' });
    expect(top!.reason).toMatch(/^Gleiche IBAN DE02 1203 0000 0000 2020 51 und ähnlicher Name/);
  });

  it('then by tax number', () => {
    expect(matchVendors({ taxNumber: '201/113/40209' }, vendors)[0]).toMatchObject({
      vendorId: 'v2',
      matchedBy: 'taxNumber',
    });
  });

  it('ranks an identifier above a merely similar name', () => {
    const ranked = matchVendors({ name: 'Müller Büroservice', iban: 'DE88200800000970375700' }, vendors);
    expect(ranked.map((m) => m.vendorId)).toEqual(['v1', 'v4']);
    expect(ranked[1]!.matchedBy).toBe('name');
  });

  it('matches names without legal form, with umlauts folded', () => {
    expect(normalizeVendorName('Müller Büroservice GmbH & Co. KG')).toBe('mueller bueroservice');
    expect(normalizeVendorName('MUELLER BUEROSERVICE e.K.')).toBe('mueller bueroservice');
    expect(nameSimilarity('Müller Büroservice GmbH', 'Mueller Bueroservice e.K.')).toBe(1);
    expect(
      matchVendors({ name: 'Mueller Büroservice UG (haftungsbeschränkt)' }, vendors).map((m) => m.vendorId),
    ).toEqual(['v1', 'v4']);
  });

  it('finds no match below the threshold', () => {
    expect(matchVendors({ name: 'Möller Logistik GmbH' }, vendors)).toEqual([]);
    expect(matchVendors({}, vendors)).toEqual([]);
  });

  it('does not match by name when both sides have different VAT IDs', () => {
    expect(matchVendors({ name: 'Möller Bau AG', vatId: 'DE811907980' }, vendors)).toEqual([]);
  });
});

describe('duplicate invoices', () => {
  const known = [
    { id: 'i1', vendorId: 'v1', number: 'RE-2026/0042' },
    { id: 'i2', vendorId: 'v2', number: 'RE-2026/0042' },
  ];

  it('normalises invoice numbers', () => {
    expect(normalizeInvoiceNumber(' re 2026-0042 ')).toBe(normalizeInvoiceNumber('RE-2026/0042'));
    expect(normalizeInvoiceNumber('RE-0042')).toBe('RE42');
    expect(normalizeInvoiceNumber('RE-0042')).not.toBe(normalizeInvoiceNumber('RE-0043'));
  });

  it('warns about the same vendor and number only', () => {
    const result = findDuplicateInvoices({ vendorId: 'v1', number: 're 2026 0042' }, known);
    expect(result.duplicates.map((d) => d.id)).toEqual(['i1']);
    expect(result.warning).toMatch(/bereits eine Rechnung mit der Nummer „re 2026 0042“/);
    expect(findDuplicateInvoices({ vendorId: 'v3', number: 'RE-2026/0042' }, known)).toEqual({
      duplicates: [],
    });
  });
});
