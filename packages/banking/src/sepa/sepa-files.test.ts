import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { selectTexts, validateAgainstSchema } from '../testing/xsd-validation.ts';
import { isValidCreditorId } from './sepa-identifiers.ts';
import type { CreditTransferFile, DirectDebitFile } from './sepa-model.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';
import type { SepaFileError } from './sepa-checks.ts';
import { writeCreditTransferFile } from './write-credit-transfer.ts';
import { writeDirectDebitFile } from './write-direct-debit.ts';

const ownCompany = {
  name: 'Müller & Söhne Metallbau GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  address: { street: 'Hauptstraße', buildingNumber: '5a', postCode: '50667', town: 'Köln', country: 'DE' },
};

const transfers: CreditTransferFile = {
  messageId: 'KONTOR-2026-11-25-001',
  createdAt: '2026-11-25T10:15:00',
  debtor: ownCompany,
  transfers: [
    {
      reference: 'RE/2026-ÄB_0815',
      amount: '1190.00',
      executionDate: '2026-11-27',
      creditor: {
        name: 'Bürobedarf Weiß e.K.',
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
        address: {
          postCode: '10115',
          town: 'Berlin',
          country: 'DE',
          street: 'Invalidenstraße',
          buildingNumber: '117',
        },
      },
      remittance: 'Rechnung RE/2026-ÄB_0815 vom 12.11.2026, abzgl. 2 % Skonto',
    },
    {
      reference: '4711',
      amount: '99.9',
      executionDate: '2026-11-27',
      // hybrid address: town and country structured, one free line
      creditor: {
        name: 'Ørsted Service A/S',
        iban: 'DK5000400440116243',
        address: { town: 'Fredericia', country: 'DK', addressLines: ['Kraftværksvej 53'] },
      },
      remittance: 'Invoice 4711',
    },
    {
      reference: 'R-2026-1201',
      amount: '0.01',
      executionDate: '2026-12-01',
      creditor: { name: 'Stadtwerke', iban: 'DE02100100100006820101' },
      remittance: 'Kleinstbetrag',
    },
  ],
};

const debits: DirectDebitFile = {
  messageId: 'KONTOR-DD-2026-11-25',
  createdAt: '2026-11-25T10:15:00',
  creditor: ownCompany,
  creditorId: 'DE98ZZZ09999999999',
  scheme: 'CORE',
  debits: [
    {
      reference: 'RE-2026-0042',
      amount: '49.90',
      collectionDate: '2026-12-02',
      sequenceType: 'FRST',
      mandateId: 'M-2026/0007',
      mandateSignatureDate: '2026-11-20',
      debtor: { name: 'Jürgen Groß', iban: 'DE02120300000000202051' },
      remittance: 'Rechnung RE-2026-0042',
    },
    {
      reference: 'RE-2026-0043',
      amount: '120.00',
      collectionDate: '2026-12-02',
      sequenceType: 'RCUR',
      mandateId: 'M-2025/0001',
      mandateSignatureDate: '2025-01-10',
      debtor: {
        name: 'Kunde AG',
        iban: 'DE02100100100006820101',
        bic: 'PBNKDEFFXXX',
        address: { town: 'Hamburg', country: 'DE', postCode: '20095' },
      },
      remittance: 'Rechnung RE-2026-0043',
    },
    {
      reference: 'RE-2026-0044',
      amount: '120.00',
      collectionDate: '2026-12-02',
      sequenceType: 'RCUR',
      mandateId: 'M-2025/0002',
      mandateSignatureDate: '2025-02-10',
      debtor: { name: 'Kunde B GmbH', iban: 'AT611904300234573201' },
      remittance: 'Rechnung RE-2026-0044',
    },
  ],
};

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Big(0)).toFixed(2);

describe('SEPA character set', () => {
  it('spells out German letters, drops accents and keeps only EPC characters', () => {
    expect(toSepaText('Müller & Söhne, Straße 5 – Köln', 70)).toBe('Mueller + Soehne, Strasse 5 Koeln');
    expect(toSepaText('Ørsted café Łódź €', 70)).toBe('Orsted cafe Lodz');
    expect(toSepaIdentifier('//RE/2026-ÄB_0815//')).toBe('RE/2026-AeB-0815');
    expect(toSepaIdentifier('A//B')).toBe('A/B');
    expect(toSepaText('x'.repeat(200), 140)).toHaveLength(140);
  });

  it('checks creditor identifiers by their check digits', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('de98 zzz0 9999 9999 99')).toBe(true);
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ0999999999')).toBe(false);
  });
});

describe('pain.001.001.09 credit transfers', () => {
  const xml = writeCreditTransferFile(transfers);

  it('is valid against the ISO 20022 schema', () => {
    expect(validateAgainstSchema(xml, 'pain.001.001.09')).toEqual([]);
  });

  it('has one batch per execution date with counts and control sums that add up', () => {
    expect(selectTexts(xml, '//p:PmtInf/p:ReqdExctnDt/p:Dt')).toEqual(['2026-11-27', '2026-12-01']);
    expect(selectTexts(xml, '//p:PmtInf/p:NbOfTxs')).toEqual(['2', '1']);
    expect(selectTexts(xml, '//p:PmtInf/p:CtrlSum')).toEqual(['1289.90', '0.01']);
    expect(selectTexts(xml, '//p:GrpHdr/p:CtrlSum')).toEqual([sum(transfers.transfers.map((t) => t.amount))]);
    expect(selectTexts(xml, '//p:GrpHdr/p:NbOfTxs')).toEqual(['3']);
    expect(selectTexts(xml, '//p:InstdAmt')).toEqual(['1190.00', '99.90', '0.01']);
  });

  it('writes the end-to-end id from the invoice number and texts in the SEPA character set', () => {
    expect(selectTexts(xml, '//p:EndToEndId')).toEqual(['RE/2026-AeB-0815', '4711', 'R-2026-1201']);
    expect(selectTexts(xml, '//p:Dbtr/p:Nm')).toEqual([
      'Mueller + Soehne Metallbau GmbH',
      'Mueller + Soehne Metallbau GmbH',
    ]);
    for (const text of selectTexts(xml, '//p:Nm | //p:Ustrd | //p:StrtNm | //p:TwnNm | //p:AdrLine'))
      expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]+$/);
  });

  it('writes structured and hybrid addresses, and a BIC only where one is known', () => {
    expect(selectTexts(xml, '//p:Cdtr/p:PstlAdr/p:TwnNm')).toEqual(['Berlin', 'Fredericia']);
    expect(selectTexts(xml, '//p:Cdtr/p:PstlAdr/p:AdrLine')).toEqual(['Kraftvaerksvej 53']);
    expect(selectTexts(xml, '//p:CdtrAgt/p:FinInstnId/p:BICFI')).toEqual(['BYLADEM1001']);
  });

  it('refuses unstructured addresses, bad IBANs and amounts outside the SEPA limits, in German', () => {
    const broken: CreditTransferFile = {
      ...transfers,
      transfers: [
        {
          ...transfers.transfers[0]!,
          creditor: {
            ...transfers.transfers[0]!.creditor,
            address: { town: '', country: '', addressLines: ['Invalidenstr. 117', '10115 Berlin'] },
          },
        },
        { ...transfers.transfers[1]!, amount: '0.00' },
        {
          ...transfers.transfers[2]!,
          amount: '12.345',
          creditor: { name: 'X', iban: 'DE00120300000000202051' },
        },
        { ...transfers.transfers[2]!, amount: '1000000000.00', executionDate: '2026-02-30' },
      ],
    };
    let problems: string[] = [];
    try {
      writeCreditTransferFile(broken);
    } catch (error) {
      problems = (error as SepaFileError).problems;
    }
    expect(problems).toEqual([
      'Überweisung 1 (RE/2026-ÄB_0815): Ort und Land fehlen. Adressen nur aus Adresszeilen (unstrukturiert) nehmen Banken seit dem 15.11.2026 nicht mehr an.',
      'Überweisung 2 (4711): Der Betrag muss zwischen 0,01 und 999.999.999,99 EUR liegen.',
      'Überweisung 3 (R-2026-1201): Der Betrag „12.345“ muss positiv sein und darf höchstens zwei Nachkommastellen haben.',
      'Überweisung 3 (R-2026-1201): Die IBAN „DE00120300000000202051“ ist ungültig.',
      'Überweisung 4 (R-2026-1201): Der Betrag muss zwischen 0,01 und 999.999.999,99 EUR liegen.',
      'Überweisung 4 (R-2026-1201): Das Ausführungsdatum „2026-02-30“ ist kein gültiges Datum.',
    ]);
    expect(() => writeCreditTransferFile({ ...transfers, transfers: [] })).toThrow(
      'Die Datei enthält keine Überweisung.',
    );
  });
});

describe('pain.008.001.08 direct debits', () => {
  const xml = writeDirectDebitFile(debits);

  it('is valid against the ISO 20022 schema', () => {
    expect(validateAgainstSchema(xml, 'pain.008.001.08')).toEqual([]);
  });

  it('groups by collection date and sequence type, with mandate data and the creditor id', () => {
    expect(selectTexts(xml, '//p:PmtInf/p:PmtTpInf/p:SeqTp')).toEqual(['FRST', 'RCUR']);
    expect(selectTexts(xml, '//p:PmtInf/p:PmtTpInf/p:LclInstrm/p:Cd')).toEqual(['CORE', 'CORE']);
    expect(selectTexts(xml, '//p:PmtInf/p:CtrlSum')).toEqual(['49.90', '240.00']);
    expect(selectTexts(xml, '//p:GrpHdr/p:CtrlSum')).toEqual([sum(debits.debits.map((d) => d.amount))]);
    expect(selectTexts(xml, '//p:MndtRltdInf/p:MndtId')).toEqual([
      'M-2026/0007',
      'M-2025/0001',
      'M-2025/0002',
    ]);
    expect(selectTexts(xml, '//p:MndtRltdInf/p:DtOfSgntr')).toEqual([
      '2026-11-20',
      '2025-01-10',
      '2025-02-10',
    ]);
    expect(selectTexts(xml, '//p:CdtrSchmeId//p:Othr/p:Id')).toEqual([
      'DE98ZZZ09999999999',
      'DE98ZZZ09999999999',
    ]);
    // no BIC given: the debtor's bank is written as NOTPROVIDED (IBAN-only)
    expect(selectTexts(xml, '//p:DbtrAgt/p:FinInstnId/p:Othr/p:Id')).toEqual(['NOTPROVIDED', 'NOTPROVIDED']);
  });

  it('refuses a creditor id with wrong check digits and a mandate signed after the collection', () => {
    const broken = {
      ...debits,
      creditorId: 'DE97ZZZ09999999999',
      debits: [{ ...debits.debits[0]!, mandateSignatureDate: '2026-12-03' }],
    };
    expect(() => writeDirectDebitFile(broken)).toThrow(
      'Die Gläubiger-ID „DE97ZZZ09999999999“ ist ungültig (Aufbau oder Prüfziffer).\n' +
        'Lastschrift 1 (RE-2026-0042): Das Mandat wurde nach dem Fälligkeitsdatum unterschrieben.',
    );
  });
});
