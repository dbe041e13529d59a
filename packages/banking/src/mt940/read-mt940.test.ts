import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { checkBalanceChain } from '../statement/statement-checks.ts';
import { readMt940 } from './read-mt940.ts';

const crlf = (lines: string[]) => lines.join('\r\n');

const statement = (
  body: string[],
  opening = ':60F:C261230EUR1000,00',
  closing = ':62F:C270102EUR1100,00',
) => [':20:STARTUMSE', ':25:10020030/1234567', ':28C:00001/001', opening, ...body, closing, '-'];

describe('readMt940', () => {
  it('skips bank preambles and SWIFT headers before :20: and reads CRLF and LF alike', () => {
    const lines = [
      '0000',
      'Sparkasse Musterstadt Kontoauszug',
      '{1:F01TESTDEFFAXXX0000000000}{2:I940TESTDEFFXXXXN}{4:',
      ...statement([':61:2612301230C100,00NTRFNONREF//B1', ':86:166?00GUTSCHRIFT?20SVWZ+RE-2026-17']),
      '-}',
    ];
    const [crlfRead] = readMt940(crlf(lines));
    const [lfRead] = readMt940(lines.join('\n'));
    expect(crlfRead).toEqual(lfRead);
    expect(crlfRead!.statementId).toBe('STARTUMSE');
    expect(crlfRead!.entries[0]!.transactions[0]!.purpose).toBe('RE-2026-17');
    expect(checkBalanceChain(crlfRead!)).toEqual([]);
  });

  it('puts an entry date across the new year into the next year, and clamps 30 February', () => {
    const [s] = readMt940(
      crlf(
        statement([
          ':61:2612310102C100,00NTRFNONREF',
          ':86:166?00GUTSCHRIFT',
          ':61:2702300230D0,00NMSCNONREF',
        ]),
      ),
    );
    expect(s!.entries[0]).toMatchObject({ valueDate: '2026-12-31', bookingDate: '2027-01-02' });
    expect(s!.entries[1]).toMatchObject({ valueDate: '2027-02-28', bookingDate: '2027-02-28' });
  });

  it('reads the German :86: subfields with SEPA keys spread over ?20–?29 and ?60–?63', () => {
    const [s] = readMt940(
      crlf(
        statement([
          ':61:2612301230D54,90N005NONREF',
          ':86:105?00SEPA-BASISLASTSCHRIFT?109310?20EREF+RG 4711-2026?21MREF+M-0815?22CRED+DE98ZZZ0999999999',
          '9?23SVWZ+Strom Abschlag Dezemb?24er Vertrag 12?30COBADEFFXXX?31DE89370400440532013000',
          '?32Stadtwerke Musterstadt Gmb?33H?34992?60 Kundennummer 4711',
        ]),
      ),
    );
    const tx = s!.entries[0]!.transactions[0]!;
    expect(tx).toMatchObject({
      amount: '-54.90',
      endToEndId: 'RG 4711-2026',
      mandateId: 'M-0815',
      creditorId: 'DE98ZZZ09999999999',
      purpose: 'Strom Abschlag Dezember Vertrag 12 Kundennummer 4711',
      counterparty: {
        name: 'Stadtwerke Musterstadt GmbH',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
      },
    });
    expect(s!.entries[0]!.bankTransactionCode).toMatchObject({ gvc: '105', proprietary: 'N005' });
    expect(s!.entries[0]!.additionalInfo).toBe('SEPA-BASISLASTSCHRIFT');
  });

  it('treats NOTPROVIDED as no value and accepts "EREF:" instead of "EREF+"', () => {
    const [s] = readMt940(
      crlf(
        statement([
          ':61:2612301230C10,00NTRFNONREF',
          ':86:166?00GUTSCHRIFT?20EREF: NOTPROVIDED SVWZ: Rechn',
          '?21ung 2026-99',
        ]),
      ),
    );
    const tx = s!.entries[0]!.transactions[0]!;
    expect(tx.endToEndId).toBeNull();
    expect(tx.purpose).toBe('Rechnung 2026-99');
  });

  it('reads Windows-1252 bytes, a negative (D) balance and a reversal of a credit as money out', () => {
    const text = crlf(
      statement(
        [':61:2612301230RC25,00NTRFNONREF', ':86:166?00STORNO?20SVWZ+Rückbuchung Müller'],
        ':60F:D261230EUR10,00',
        ':62F:D270102EUR35,00',
      ),
    );
    const [s] = readMt940(iconv.encode(text, 'windows-1252'));
    expect(s!.openingBalance!.amount).toBe('-10.00');
    expect(s!.entries[0]).toMatchObject({ amount: '-25.00', reversal: true, creditDebit: 'debit' });
    expect(s!.entries[0]!.transactions[0]!.purpose).toBe('Rückbuchung Müller');
    expect(checkBalanceChain(s!)).toEqual([]);
  });

  it('reads MT942 interim reports as pending entries in the currency of :34F:', () => {
    const [s] = readMt940(
      crlf([
        ':20:INTRADAY',
        ':25:DE89370400440532013000',
        ':28C:1/1',
        ':34F:EURD0,',
        ':13D:2611201030+0100',
        ':61:2611201120C99,00NTRFNONREF',
        ':86:166?00GUTSCHRIFT?20SVWZ+RE-1',
        ':90C:1EUR99,00',
        '-',
      ]),
    );
    expect(s!.format).toBe('mt942');
    expect(s!.entries[0]).toMatchObject({ status: 'pending', currency: 'EUR', amount: '99.00' });
    expect(s!.account.iban).toBe('DE89370400440532013000');
  });

  it('reports an unreadable statement line with its line number', () => {
    expect(() => readMt940(crlf(statement([':61:26XX30C1,00NTRF'])))).toThrow(
      /^Zeile 5: Ungültige Umsatzzeile/,
    );
  });
});
