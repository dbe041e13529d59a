import { describe, expect, it } from 'vitest';
import { buchungsstapelColumns } from '../datev/buchungsstapel-columns.ts';
import { writeBuchungsstapel } from '../datev/write-buchungsstapel.ts';
import { testLedger } from '../test/fixtures.ts';
import { readExtfBytes } from '../test/read-extf.ts';
import { expandEntryCents } from '../journal/expand-entry.ts';
import { computeVatReturn } from '../vat-return/vat-return.ts';
import { postIncomingInvoice, type IncomingInvoiceForPosting } from './post-incoming-invoice.ts';

// Goods from a supplier in another EU state (§ 1a UStG), figures computed by hand.
const acquisition = (lines: IncomingInvoiceForPosting['lines']): IncomingInvoiceForPosting => ({
  id: '1',
  number: 'NL-2026-88',
  documentDate: '2026-03-12',
  creditorAccount: '70003',
  vendorName: 'Consulting BV',
  taxation: 'intraEuAcquisition',
  lines,
});
const march = { from: '2026-03-01', to: '2026-03-31' };

/** Balance per account in cents (debit positive) after the entries. */
function balances(entries: ReturnType<typeof postIncomingInvoice>, ledger: ReturnType<typeof testLedger>) {
  const result: Record<string, string> = {};
  for (const entry of entries)
    for (const m of expandEntryCents(entry, ledger))
      result[m.account] = String(BigInt(result[m.account] ?? '0') + m.cents);
  return result;
}

describe('intra-EU acquisition of goods (§ 1a UStG)', () => {
  it('SKR03: 1,000.00 at 19 % and 200.00 at 7 % book acquisition VAT and input VAT, Kz 89/93/61', () => {
    const ledger = testLedger('SKR03');
    const entries = postIncomingInvoice(
      acquisition([
        { account: '3425', net: '1000.00', vatRate: '19', vat: '0.00' },
        { account: '3420', net: '200.00', vatRate: '7', vat: '0.00' },
      ]),
      ledger,
    );
    expect(entries.map((e) => [e.debit, e.credit, e.amount, e.vatFunction, e.taxAmount])).toEqual([
      ['3425', '70003', '1000.00', 'intraEuAcquisition19', '190.00'],
      ['3420', '70003', '200.00', 'intraEuAcquisition7', '14.00'],
    ]);
    // The creditor owes the net only; VAT 190 + 14 stands on both sides and cancels out.
    expect(balances(entries, ledger)).toEqual({
      '3425': '100000',
      '3420': '20000',
      '70003': '-120000',
      '1574': '19000',
      '1774': '-19000',
      '1572': '1400',
      '1772': '-1400',
    });
    const vat = computeVatReturn(entries, ledger, march);
    expect(vat.fields['89']).toEqual({ base: '1000.00', tax: '190.00' });
    expect(vat.fields['93']).toEqual({ base: '200.00', tax: '14.00' });
    expect(vat.fields['61']).toEqual({ tax: '204.00' });
    expect(vat.fields['66']).toEqual({ tax: '0.00' });
    expect(vat.fields['83']).toEqual({ tax: '0.00' });
  });

  it('SKR04 uses 1404/3804 and 1402/3802; a credit note from the supplier reverses all', () => {
    const ledger = testLedger('SKR04');
    const lines = [
      { account: '5425', net: '1000.00', vatRate: '19', vat: '0.00' },
      { account: '5420', net: '200.00', vatRate: '7', vat: '0.00' },
    ];
    const invoice = postIncomingInvoice(acquisition(lines), ledger);
    expect(balances(invoice, ledger)).toMatchObject({
      '1404': '19000',
      '3804': '-19000',
      '1402': '1400',
      '3802': '-1400',
    });
    const credit = postIncomingInvoice({ ...acquisition(lines), id: '2', isCreditNote: true }, ledger);
    const vat = computeVatReturn([...invoice, ...credit], ledger, march);
    expect(vat.fields['89']).toEqual({ base: '0.00', tax: '0.00' });
    expect(vat.fields['61']).toEqual({ tax: '0.00' });
    expect(Object.values(balances([...invoice, ...credit], ledger)).every((c) => c === '0')).toBe(true);
  });

  it('refuses a rate other than 19 % or 7 %', () => {
    expect(() =>
      postIncomingInvoice(
        acquisition([{ account: '3425', net: '100.00', vatRate: '16', vat: '0.00' }]),
        testLedger('SKR03'),
      ),
    ).toThrow(/Steuersatz 16 %/);
  });
});

describe('projects on booking lines (DATEV KOST2)', () => {
  const standard = (lines: IncomingInvoiceForPosting['lines']): IncomingInvoiceForPosting => ({
    ...acquisition(lines),
    number: 'RE-4711',
    taxation: 'standard',
  });
  const lagerNord = { id: '17', number: 'P-1001' };
  const lagerSued = { id: '18', number: 'P-1002' };

  it('carries the project into its entry and keeps lines of different projects apart', () => {
    const ledger = testLedger('SKR03');
    const entries = postIncomingInvoice(
      standard([
        {
          account: '3400',
          net: '100.00',
          vatRate: '19',
          vat: '19.00',
          costCentre: 'KST10',
          project: lagerNord,
        },
        { account: '3400', net: '50.00', vatRate: '19', vat: '9.50', project: lagerSued },
        {
          account: '3400',
          net: '10.00',
          vatRate: '19',
          vat: '1.90',
          project: lagerNord,
          costCentre: 'KST10',
        },
        { account: '3400', net: '20.00', vatRate: '19', vat: '3.80' },
      ]),
      ledger,
    );
    expect(entries.map((e) => [e.amount, e.costCentre, e.project])).toEqual([
      ['130.90', 'KST10', lagerNord],
      ['59.50', undefined, lagerSued],
      ['23.80', undefined, undefined],
    ]);
  });

  it('writes the project number as KOST2 and the cost centre as KOST1 of the Buchungsstapel', () => {
    const ledger = testLedger('SKR03');
    const entries = postIncomingInvoice(
      standard([
        {
          account: '3400',
          net: '100.00',
          vatRate: '19',
          vat: '19.00',
          costCentre: 'KST10',
          project: lagerNord,
        },
        { account: '3400', net: '20.00', vatRate: '19', vat: '3.80' },
      ]),
      ledger,
    );
    const file = writeBuchungsstapel(
      entries,
      ledger,
      {
        consultantNumber: 29098,
        clientNumber: 55003,
        fiscalYearStart: '2026-01-01',
        accountLength: 4,
        chart: 'SKR03',
      },
      { createdAt: new Date('2026-04-02T08:00:00.000Z'), exportedBy: 'Test', locked: false, period: march },
    );
    const [, headings, ...rows] = readExtfBytes(file.bytes);
    const at = (name: string) => buchungsstapelColumns.findIndex(([n]) => n === name);
    expect(headings![at('KOST2 - Kostenstelle')]!.value).toBe('KOST2 - Kostenstelle');
    expect(
      rows.map((row) => [
        row[at('Umsatz (ohne Soll/Haben-Kz)')]!.value,
        row[at('KOST1 - Kostenstelle')]!.value,
        row[at('KOST2 - Kostenstelle')]!.value,
      ]),
    ).toEqual([
      ['119,00', 'KST10', 'P-1001'],
      ['23,80', '', ''],
    ]);
  });

  it('refuses a project number DATEV cannot take (over 36 characters)', () => {
    const ledger = testLedger('SKR03');
    const entries = postIncomingInvoice(
      standard([
        {
          account: '3400',
          net: '100.00',
          vatRate: '19',
          vat: '19.00',
          project: { id: '1', number: 'P'.repeat(37) },
        },
      ]),
      ledger,
    );
    expect(() =>
      writeBuchungsstapel(
        entries,
        ledger,
        {
          consultantNumber: 29098,
          clientNumber: 55003,
          fiscalYearStart: '2026-01-01',
          accountLength: 4,
          chart: 'SKR03',
        },
        { createdAt: new Date('2026-04-02T08:00:00.000Z'), exportedBy: 'Test', locked: false, period: march },
      ),
    ).toThrow(/Projektnummer \(KOST2\)/);
  });
});
