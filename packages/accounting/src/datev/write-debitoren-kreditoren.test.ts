import { describe, expect, it } from 'vitest';
import { corpusFile, readExtfBytes } from '../test/read-extf.ts';
import { debitorenKreditorenColumns } from './debitoren-kreditoren-columns.ts';
import { writeDebitorenKreditoren, type DatevParty } from './write-debitoren-kreditoren.ts';

const settings = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  chart: 'SKR04' as const,
};
const run = { createdAt: new Date('2026-04-02T08:00:00.000Z'), locked: false };
const parties: DatevParty[] = [
  {
    account: '10001',
    kind: 'debtor',
    name: 'Bäckerei Schmidt GmbH',
    isCompany: true,
    partyNumber: 'K-1',
    vatId: 'DE 123456789',
    street: 'Hauptstraße 1',
    zip: '50667',
    city: 'Köln',
    country: 'de',
    email: 'rechnung@baeckerei-schmidt.de',
    iban: 'DE12 5001 0517 0648 4898 90',
    bic: 'INGDDEFFXXX',
  },
  { account: '10002', kind: 'debtor', name: 'Mustermann', firstName: 'Sabine', isCompany: false },
  {
    account: '70001',
    kind: 'creditor',
    name: 'Bürobedarf Krause e. K.',
    isCompany: true,
    vatId: 'ATU12345678',
  },
];
const file = writeDebitorenKreditoren(parties, settings, run);
const [header, headings, ...rows] = readExtfBytes(file.bytes);
const cell = (row: (typeof rows)[number], name: string) =>
  row[debitorenKreditorenColumns.findIndex(([n]) => n === name)]!;

describe('DATEV Debitoren/Kreditoren (EXTF 700, category 16, format 5)', () => {
  it('has the DATEV header for master data', () => {
    expect(file.fileName).toBe('EXTF_Debitoren_Kreditoren.csv');
    expect(header).toHaveLength(31);
    expect(header!.slice(0, 5).map((c) => c.value)).toEqual([
      'EXTF',
      '700',
      '16',
      'Debitoren/Kreditoren',
      '5',
    ]);
    expect(header!.slice(14, 16).map((c) => c.value)).toEqual(['', '']); // no period for master data
    expect(header![26]!.value).toBe('04');
  });

  it('writes the 254 columns in the corpus order, every row complete and quoted like the corpus', () => {
    const corpus = readExtfBytes(corpusFile('EXTF_Stammdaten.csv'));
    expect(headings!.map((c) => c.value)).toEqual(corpus[1]!.map((c) => c.value));
    for (const row of rows) {
      expect(row).toHaveLength(254);
      row.forEach((c, i) => expect(c.quoted).toBe(corpus[2]![i]!.quoted));
    }
  });

  it('writes name, type, VAT ID split into country and number, address and bank', () => {
    const [company, person, vendor] = rows;
    expect(cell(company!, 'Konto').value).toBe('10001');
    expect(cell(company!, 'Name (Adressatentyp Unternehmen)').value).toBe('Bäckerei Schmidt GmbH');
    expect(cell(company!, 'Adressatentyp').value).toBe('2');
    expect([cell(company!, 'EU-Land').value, cell(company!, 'EU-USt-IdNr.').value]).toEqual([
      'DE',
      '123456789',
    ]);
    expect([
      cell(company!, 'Straße').value,
      cell(company!, 'Postleitzahl').value,
      cell(company!, 'Ort').value,
      cell(company!, 'Land').value,
    ]).toEqual(['Hauptstraße 1', '50667', 'Köln', 'DE']);
    expect(cell(company!, 'IBAN 1').value).toBe('DE12500105170648489890');
    expect(cell(company!, 'Kundennummer').value).toBe('K-1');
    expect(cell(person!, 'Name (Adressatentyp natürl. Person)').value).toBe('Mustermann');
    expect(cell(person!, 'Vorname (Adressatentyp natürl. Person)').value).toBe('Sabine');
    expect(cell(person!, 'Adressatentyp').value).toBe('1');
    expect([cell(vendor!, 'EU-Land').value, cell(vendor!, 'EU-USt-IdNr.').value]).toEqual([
      'AT',
      'U12345678',
    ]);
  });

  it('refuses accounts outside the debtor and creditor ranges, twice the same account, and bad VAT IDs', () => {
    expect(() => writeDebitorenKreditoren([{ ...parties[0]!, account: '70001' }], settings, run)).toThrow(
      'Debitor 70001 Bäckerei Schmidt GmbH: Das Konto liegt nicht im Bereich 10000–69999.',
    );
    expect(() => writeDebitorenKreditoren([parties[0]!, parties[0]!], settings, run)).toThrow(
      'Das Konto kommt doppelt vor.',
    );
    expect(() => writeDebitorenKreditoren([{ ...parties[0]!, vatId: '123' }], settings, run)).toThrow(
      'Die USt-IdNr. „123“ ist ungültig.',
    );
  });

  it('refuses a name DATEV cannot store and names the record', () => {
    expect(() => writeDebitorenKreditoren([{ ...parties[0]!, name: '株式会社' }], settings, run)).toThrow(
      'Debitor 10001 株式会社: Das Zeichen „株“',
    );
  });
});
