import { describe, expect, it } from 'vitest';
import { reverseEntries } from '../journal/reverse-entries.ts';
import { trialBalance } from '../journal/trial-balance.ts';
import { testDocument, testLedger } from '../test/fixtures.ts';
import { computeVatReturn } from '../vat-return/vat-return.ts';
import { postBankRule, postOpeningBalances } from './post-bank.ts';
import { postDocument } from './post-document.ts';
import { postIncomingInvoice } from './post-incoming-invoice.ts';
import { postCustomerPayment, postVendorPayment } from './post-payment.ts';

const ledger = testLedger('SKR04');
const year = { from: '2026-01-01', to: '2026-12-31' };
const balances = (entries: Parameters<typeof trialBalance>[0]) =>
  Object.fromEntries(trialBalance(entries, ledger, year).map((r) => [r.number, r.balance]));

describe('payments, incoming invoices, bank rules, opening balances, reversals (SKR04)', () => {
  it('clears an invoice paid with 3 % Skonto and takes the VAT back', () => {
    const invoice = testDocument('invoice', 'RE-1', '2026-02-01', [{ net: '1000.00' }]);
    const entries = [
      ...postDocument(invoice, ledger),
      ...postCustomerPayment(
        {
          id: 'p',
          date: '2026-02-08',
          moneyAccount: '1800',
          debtorAccount: '10001',
          invoiceNumber: 'RE-1',
          partyName: 'Bäckerei Schmidt GmbH',
          amount: '1154.30',
          skonto: { amount: '35.70', vatGroups: invoice.vatGroups },
        },
        ledger,
      ),
    ];
    const b = balances(entries);
    expect(b['10001']).toBe('0.00');
    expect(b['4736']).toBe('30.00');
    expect(b['3806']).toBe('-184.30'); // 190.00 − 5.70
    expect(computeVatReturn(entries, ledger, year).fields['81']).toEqual({ base: '970.00', tax: '184.30' });
  });

  it('writes a small rest off on the Erlösschmälerungen accounts per rate and takes the VAT back', () => {
    const invoice = testDocument('invoice', 'RE-2', '2026-02-01', [
      { net: '1000.00' },
      { net: '100.00', rate: '7' },
    ]);
    const entries = [
      ...postDocument(invoice, ledger),
      ...postCustomerPayment(
        {
          id: 'w',
          date: '2026-02-20',
          moneyAccount: '1800',
          debtorAccount: '10001',
          invoiceNumber: 'RE-2',
          partyName: 'Bäckerei Schmidt GmbH',
          amount: '1296.44',
          writeOff: { amount: '0.56', vatGroups: invoice.vatGroups, reason: 'Bankgebühr' },
        },
        ledger,
      ),
    ];
    expect(entries.slice(-2).map((e) => [e.text, e.debit, e.credit, e.amount, e.taxAmount])).toEqual([
      ['Ausbuchung RE-2 Bäckerei Schmidt GmbH', '4720', '10001', '0.51', '0.08'],
      ['Ausbuchung RE-2 Bäckerei Schmidt GmbH', '4710', '10001', '0.05', '0.00'],
    ]);
    const b = balances(entries);
    expect(b['10001']).toBe('0.00');
    expect(b['4720']).toBe('0.43');
    expect(computeVatReturn(entries, ledger, year).fields['81']).toEqual({ base: '999.57', tax: '189.92' });
  });

  it('books a refund to a customer as money out', () => {
    const entries = postCustomerPayment(
      {
        id: 'r',
        date: '2026-03-01',
        moneyAccount: '1800',
        debtorAccount: '10001',
        invoiceNumber: 'GS-1',
        partyName: 'X',
        amount: '-50.00',
      },
      ledger,
    );
    expect(entries.map((e) => [e.debit, e.credit, e.amount])).toEqual([['10001', '1800', '50.00']]);
  });

  it('books the vendor’s VAT exactly even when it was rounded per line', () => {
    const entries = postIncomingInvoice(
      {
        id: 'i',
        number: 'V-1',
        documentDate: '2026-02-03',
        creditorAccount: '70001',
        vendorName: 'Bürobedarf Krause',
        taxation: 'standard',
        lines: [
          { account: '6815', net: '10.01', vatRate: '19', vat: '1.90' },
          { account: '6815', net: '10.01', vatRate: '19', vat: '1.90' },
        ],
      },
      ledger,
    );
    // Gross 23.82 implies 3.80 VSt; the vendor stated 3.80 as well → no correction.
    expect(entries.map((e) => [e.debit, e.credit, e.amount, e.vatKey, e.taxAmount])).toEqual([
      ['6815', '70001', '23.82', '9', '3.80'],
    ]);
    const perLine = postIncomingInvoice(
      {
        id: 'j',
        number: 'V-2',
        documentDate: '2026-02-03',
        creditorAccount: '70001',
        vendorName: 'Bürobedarf Krause',
        taxation: 'standard',
        lines: [
          { account: '6815', net: '0.03', vatRate: '19', vat: '0.01' },
          { account: '6815', net: '0.03', vatRate: '19', vat: '0.01' },
        ],
      },
      ledger,
    );
    expect(perLine.map((e) => [e.debit, e.credit, e.amount, e.taxAmount])).toEqual([
      ['6815', '70001', '0.08', '0.01'],
      ['1406', '6815', '0.01', undefined],
    ]);
    expect(balances(perLine)).toMatchObject({ '70001': '-0.08', '6815': '0.06', '1406': '0.02' });
    expect(computeVatReturn(perLine, ledger, year).fields['66']).toEqual({ tax: '0.02' });
  });

  it('books an incoming credit note on the opposite sides', () => {
    const entries = postIncomingInvoice(
      {
        id: 'c',
        number: 'VG-1',
        documentDate: '2026-02-05',
        creditorAccount: '70001',
        vendorName: 'Bürobedarf Krause',
        isCreditNote: true,
        taxation: 'standard',
        lines: [{ account: '5400', net: '100.00', vatRate: '19', vat: '19.00' }],
      },
      ledger,
    );
    expect(entries.map((e) => [e.debit, e.credit, e.amount, e.vatKey ?? ''])).toEqual([
      ['70001', '5400', '119.00', ''],
    ]);
    expect(computeVatReturn(entries, ledger, year).fields['66']).toEqual({ tax: '-19.00' });
  });

  it('pays a vendor with Skonto over two rates', () => {
    const entries = postVendorPayment(
      {
        id: 'v',
        date: '2026-02-10',
        moneyAccount: '1800',
        creditorAccount: '70001',
        invoiceNumber: 'V-1',
        partyName: 'Bürobedarf Krause',
        amount: '220.50',
        skonto: {
          amount: '4.50',
          rates: [
            { rate: '19', gross: '119.00' },
            { rate: '7', gross: '107.00' },
          ],
        },
      },
      ledger,
    );
    expect(entries.map((e) => [e.debit, e.credit, e.amount, e.taxAmount ?? ''])).toEqual([
      ['70001', '1800', '220.50', ''],
      ['70001', '5736', '2.37', '0.38'],
      ['70001', '5731', '2.13', '0.14'],
    ]);
  });

  it('books bank fees and a fee with VAT by rule, and a private withdrawal', () => {
    const tx = { id: 't', date: '2026-02-28', moneyAccount: '1800', reference: 'KA-2', purpose: 'Entgelt' };
    expect(
      postBankRule({ ...tx, amount: '-9.90' }, { account: '6855' }, ledger).map((e) => [
        e.debit,
        e.credit,
        e.amount,
      ]),
    ).toEqual([['6855', '1800', '9.90']]);
    const withVat = postBankRule(
      { ...tx, amount: '-11.90' },
      { account: '6855', vatFunction: 'input19' },
      ledger,
    );
    expect(withVat.map((e) => [e.debit, e.credit, e.amount, e.vatKey, e.taxAmount])).toEqual([
      ['6855', '1800', '11.90', '9', '1.90'],
    ]);
    expect(
      postBankRule(
        { ...tx, amount: '-500.00' },
        { account: ledger.accountFor('privateWithdrawals') },
        ledger,
      )[0]!.debit,
    ).toBe('2100');
    expect(() => postBankRule({ ...tx, amount: '0' }, { account: '6855' }, ledger)).toThrow(
      'Der Umsatz hat keinen Betrag.',
    );
  });

  it('books opening balances against 9000, 9008 and 9009', () => {
    const entries = postOpeningBalances(
      '2026-01-01',
      [
        { account: '1800', balance: '5000.00' },
        { account: '10001', balance: '1190.00' },
        { account: '70001', balance: '-238.00' },
        { account: '1600', balance: '0.00' },
      ],
      ledger,
    );
    expect(entries.map((e) => [e.debit, e.credit, e.amount])).toEqual([
      ['1800', '9000', '5000.00'],
      ['10001', '9008', '1190.00'],
      ['9009', '70001', '238.00'],
    ]);
    expect(computeVatReturn(entries, ledger, year).fields['83']).toEqual({ tax: '0.00' });
  });

  it('corrects by reversal entries that cancel the original to zero', () => {
    const original = postDocument(
      testDocument('invoice', 'RE-8', '2026-02-01', [{ net: '100.00' }, { net: '10.00', rate: '7' }]),
      ledger,
    );
    const reversal = reverseEntries(original, { date: '2026-02-15' });
    expect(reversal[0]).toMatchObject({
      debit: '4400',
      credit: '10001',
      amount: '119.00',
      vatSide: 'debit',
      date: '2026-02-15',
    });
    expect(reversal[0]!.reverses).toEqual({ date: '2026-02-01', belegfeld1: 'RE-8' });
    const all = [...original, ...reversal];
    expect(trialBalance(all, ledger, year).every((r) => r.balance === '0.00')).toBe(true);
    expect(computeVatReturn(all, ledger, year).fields['81']).toEqual({ base: '0.00', tax: '0.00' });
  });
});
