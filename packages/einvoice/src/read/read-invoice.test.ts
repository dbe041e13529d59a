import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInvoiceXml } from './read-invoice.ts';

const CORPUS = join(import.meta.dirname, '../../test-corpus');
const read = (path: string) => {
  const result = readInvoiceXml(readFileSync(`${CORPUS}/${path}`, 'utf8'));
  if (!result.ok) throw new Error(result.error);
  return result.invoice;
};

describe('readInvoiceXml', () => {
  it('reads a UBL XRechnung into the EN 16931 terms, keeping decimals as written', () => {
    const inv = read('kosit-xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
    expect(inv).toMatchObject({
      syntax: 'ubl',
      rootKind: 'invoice',
      customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      number: '123456XX',
      issueDate: '2016-04-04',
      typeCode: '380',
      currency: 'EUR',
      buyerReference: '04011000-12345-03',
      notes: [
        {
          subjectCode: 'ADU',
          text: 'Es gelten unsere Allgem. Geschäftsbedingungen, die Sie unter […] finden.',
        },
      ],
      totals: {
        lineNetTotal: '314.86',
        taxExclusive: '314.86',
        vatTotal: '22.04',
        taxInclusive: '336.9',
        payable: '336.9',
      },
      vatBreakdown: [{ taxableAmount: '314.86', taxAmount: '22.04', category: 'S', rate: '7' }],
      paymentInstructions: { meansCode: '58', creditTransfers: [{ accountId: 'DE79000000001234567890' }] },
    });
    expect(inv.lines).toHaveLength(2);
    expect(inv.lines[0]).toMatchObject({
      quantity: '1',
      unitCode: 'XPP',
      netAmount: '288.79',
      period: { start: '2016-01-01', end: '2016-12-31' },
      price: { netPrice: '288.79' },
      vat: { category: 'S', rate: '7' },
      item: {
        name: 'Zeitschrift [...]',
        sellerId: '246',
        classifications: [{ id: '0721-880X', listId: 'IB' }],
      },
    });
  });

  it('reads a CII invoice with allowances, charges, payee, delivery and attachments', () => {
    const inv = read('cen-en16931/cii/examples/CII_business_example_01.xml');
    expect(inv).toMatchObject({
      syntax: 'cii',
      number: 'TOSL108',
      issueDate: '2013-06-30',
      taxPointDate: '2013-06-30',
      dueDate: '2013-07-20',
      currency: 'NOK',
      contractReference: 'Contract321',
      purchaseOrderReference: '123',
      paymentTerms: '2 % discount if paid within 2 days\nPenalty percentage 10% from due date',
      seller: {
        name: 'Salescompany ltd.',
        vatId: 'NO123456789MVA',
        identifiers: [{ id: '1238764941386', scheme: '0088' }],
      },
      buyer: { name: 'The Buyercompany', address: { city: 'Anytown', postCode: '101', countryCode: 'NO' } },
      payee: { name: 'Ebeneser Scrooge AS' },
      delivery: { actualDeliveryDate: '2013-06-15', locationId: { id: '6754238987643', scheme: '0088' } },
      invoicingPeriod: { start: '2013-06-01', end: '2013-06-30' },
      allowances: [
        { amount: '100', vatCategory: 'S', vatRate: '25', reason: 'Promotion discount', reasonCode: '95' },
      ],
      charges: [{ amount: '100', vatCategory: 'S', vatRate: '25', reason: 'Freight' }],
      totals: {
        lineNetTotal: '1436.5',
        allowanceTotal: '100',
        chargeTotal: '100',
        prepaid: '1000',
        payable: '801.78',
      },
      attachments: [
        {
          id: 'Doc1',
          description: 'Timesheet',
          binary: { mimeCode: 'application/pdf', filename: 'EHF.pdf' },
        },
      ],
    });
    expect(inv.vatBreakdown.map((b) => [b.category, b.rate, b.taxableAmount, b.taxAmount])).toEqual([
      ['S', '25', '1460.5', '365.13'],
      ['S', '15', '1', '0.15'],
      ['E', '0', '-25', '0'],
    ]);
    expect(inv.lines[0]).toMatchObject({
      id: '1',
      unitCode: 'NAR',
      netAmount: '1273',
      allowances: [{ amount: '12', reason: 'Damage' }],
      charges: [{ amount: '12', reason: 'Testing' }],
      price: { netPrice: '1273', grossPrice: '1498', discount: '225' },
      item: {
        name: 'Laptop computer',
        standardId: { id: '1234567890128', scheme: '0088' },
        originCountry: 'DE',
      },
    });
  });

  it('reads a UBL credit note as such', () => {
    const inv = read('cen-en16931/ubl/examples/ubl-tc434-creditnote1.xml');
    expect(inv.rootKind).toBe('creditNote');
    expect(inv.typeCode).toBe('381');
    expect(inv.lines.length).toBeGreaterThan(0);
    expect(inv.lines.every((l) => l.quantity !== undefined)).toBe(true);
  });

  it('explains in German when the input is not XML or not an invoice', () => {
    const notXml = readInvoiceXml('%PDF-1.4 …');
    expect(notXml).toMatchObject({ ok: false });
    expect(!notXml.ok && notXml.error).toMatch(/kein gültiges XML-Dokument/);
    const unknown = readInvoiceXml('<?xml version="1.0"?><Order xmlns="urn:example"/>');
    expect(!unknown.ok && unknown.error).toMatch(/Unbekanntes Rechnungsformat: Wurzelelement „Order“/);
  });
});
