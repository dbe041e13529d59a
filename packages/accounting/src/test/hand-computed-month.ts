import type { JournalEntry } from '../journal/journal-entry.ts';
import type { Ledger } from '../chart/ledger.ts';
import { postBankRule } from '../posting/post-bank.ts';
import { postDocument } from '../posting/post-document.ts';
import { postIncomingInvoice } from '../posting/post-incoming-invoice.ts';
import { postCustomerPayment, postVendorPayment } from '../posting/post-payment.ts';
import { testDocument } from './fixtures.ts';

/**
 * March 2026 of a small SKR03 company, every business case once: invoices at 19 % and 7 %, a
 * credit note, an invoice and its Storno, § 13b, an intra-EU delivery and service, an export, a
 * payment with Skonto over two rates, incoming invoices (standard, § 13b construction, EU service),
 * a vendor payment with Skonto and a bank fee. The expected figures are computed by hand in the
 * test that uses it.
 */
export function bookHandComputedMonth(ledger: Ledger): JournalEntry[] {
  const re1 = testDocument('invoice', 'RE-2026-001', '2026-03-03', [
    { net: '1000.00' },
    { net: '200.00', rate: '7' },
  ]);
  const re7 = testDocument('invoice', 'RE-2026-007', '2026-03-19', [
    { net: '1000.00' },
    { net: '100.00', rate: '7' },
  ]);
  return [
    ...postDocument(re1, ledger),
    ...postDocument(
      testDocument('creditNote', 'GS-2026-001', '2026-03-10', [{ net: '100.00' }], {
        refersTo: { number: 'RE-2026-001', type: 'invoice' },
      }),
      ledger,
    ),
    ...postDocument(testDocument('invoice', 'RE-2026-002', '2026-03-05', [{ net: '500.00' }]), ledger),
    ...postDocument(
      testDocument('cancellation', 'ST-2026-001', '2026-03-12', [{ net: '500.00' }], {
        refersTo: { number: 'RE-2026-002', type: 'invoice' },
      }),
      ledger,
    ),
    ...postDocument(
      testDocument('invoice', 'RE-2026-003', '2026-03-15', [{ net: '2000.00', category: 'AE' }], {
        debtorAccount: '10004',
        customerName: 'Bau Meier GmbH',
      }),
      ledger,
    ),
    ...postDocument(
      testDocument('invoice', 'RE-2026-004', '2026-03-16', [{ net: '3000.00', category: 'K' }], {
        debtorAccount: '10002',
        customerName: 'Dupont SARL',
        supply: 'goods',
      }),
      ledger,
    ),
    ...postDocument(
      testDocument('invoice', 'RE-2026-005', '2026-03-17', [{ net: '800.00', category: 'G' }], {
        debtorAccount: '10003',
        customerName: 'Zurich Trading AG',
      }),
      ledger,
    ),
    ...postDocument(
      testDocument('invoice', 'RE-2026-006', '2026-03-18', [{ net: '1500.00', category: 'K' }], {
        debtorAccount: '10002',
        customerName: 'Dupont SARL',
        supply: 'services',
      }),
      ledger,
    ),
    ...postDocument(re7, ledger),
    ...postCustomerPayment(
      {
        id: 'pay-1',
        date: '2026-03-25',
        moneyAccount: '1200',
        debtorAccount: '10001',
        invoiceNumber: 'RE-2026-007',
        partyName: 'Bäckerei Schmidt GmbH',
        amount: '1271.06',
        skonto: { amount: '25.94', vatGroups: re7.vatGroups },
      },
      ledger,
    ),
    ...postIncomingInvoice(
      {
        id: 'in-1',
        number: 'V-4711',
        documentDate: '2026-03-06',
        creditorAccount: '70001',
        vendorName: 'Bürobedarf Krause',
        taxation: 'standard',
        lines: [
          { account: '4930', net: '100.00', vatRate: '19', vat: '19.00' },
          { account: '4210', net: '1000.00', vatRate: '0', vat: '0.00' },
          { account: '4930', net: '50.00', vatRate: '7', vat: '3.50' },
        ],
      },
      ledger,
    ),
    ...postIncomingInvoice(
      {
        id: 'in-2',
        number: 'H-2026-17',
        documentDate: '2026-03-09',
        creditorAccount: '70002',
        vendorName: 'Dachdeckerei Huber',
        taxation: 'reverseCharge',
        lines: [{ account: '3120', net: '5000.00', vatRate: '19', vat: '950.00' }],
      },
      ledger,
    ),
    ...postIncomingInvoice(
      {
        id: 'in-3',
        number: 'CB-88',
        documentDate: '2026-03-11',
        creditorAccount: '70003',
        vendorName: 'Consulting BV',
        taxation: 'euService',
        lines: [{ account: '3123', net: '400.00', vatRate: '19', vat: '76.00' }],
      },
      ledger,
    ),
    ...postVendorPayment(
      {
        id: 'pay-2',
        date: '2026-03-28',
        moneyAccount: '1200',
        creditorAccount: '70001',
        invoiceNumber: 'V-4711',
        partyName: 'Bürobedarf Krause',
        amount: '1170.12',
        skonto: { amount: '2.38', rates: [{ rate: '19', gross: '119.00' }] },
      },
      ledger,
    ),
    ...postBankRule(
      {
        id: 'tx-9',
        date: '2026-03-31',
        moneyAccount: '1200',
        amount: '-12.50',
        reference: 'KA-2026-03',
        purpose: 'Kontoführung März',
      },
      { account: '4970', text: 'Kontoführungsgebühr März' },
      ledger,
    ),
  ];
}
