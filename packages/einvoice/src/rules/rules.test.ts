import { describe, expect, it } from 'vitest';
import type { En16931Invoice } from '../model.ts';
import { validateInvoice } from '../validate.ts';
import { XRECHNUNG_CIUS_ID, ibanValid, skontoLinesValid } from './xrechnung.ts';

/** A complete XRechnung 3.0 invoice: one 19 % line of 100.00 EUR plus 10.00 freight. */
const invoice = (): En16931Invoice => ({
  syntax: 'ubl',
  rootKind: 'invoice',
  customizationId: XRECHNUNG_CIUS_ID,
  profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  number: 'RE-2026-0001',
  issueDate: '2026-11-02',
  typeCode: '380',
  currency: 'EUR',
  dueDate: '2026-11-16',
  buyerReference: '04011000-12345-03',
  paymentTerms: 'Zahlbar innerhalb von 14 Tagen.',
  notes: [],
  precedingInvoices: [],
  seller: {
    name: 'Muster GmbH',
    identifiers: [],
    vatId: 'DE123456789',
    electronicAddress: { id: 'rechnung@muster.de', scheme: 'EM' },
    address: { line1: 'Hauptstr. 1', city: 'Berlin', postCode: '10115', countryCode: 'DE' },
    contact: { name: 'Erika Muster', phone: '+49 30 123456', email: 'erika@muster.de' },
  },
  buyer: {
    name: 'Amt für Beispiele',
    identifiers: [],
    electronicAddress: { id: 'eingang@amt.de', scheme: 'EM' },
    address: { city: 'Bonn', postCode: '53111', countryCode: 'DE' },
  },
  delivery: { actualDeliveryDate: '2026-10-30' },
  paymentInstructions: { meansCode: '58', creditTransfers: [{ accountId: 'DE02120300000000202051' }] },
  allowances: [],
  charges: [{ amount: '10.00', vatCategory: 'S', vatRate: '19', reason: 'Fracht' }],
  totals: {
    lineNetTotal: '100.00',
    chargeTotal: '10.00',
    taxExclusive: '110.00',
    vatTotal: '20.90',
    taxInclusive: '130.90',
    payable: '130.90',
  },
  vatBreakdown: [{ taxableAmount: '110.00', taxAmount: '20.90', category: 'S', rate: '19' }],
  attachments: [],
  lines: [
    {
      id: '1',
      quantity: '2',
      unitCode: 'HUR',
      netAmount: '100.00',
      allowances: [],
      charges: [],
      price: { netPrice: '50.00' },
      vat: { category: 'S', rate: '19' },
      item: { name: 'Beratung', classifications: [], attributes: [] },
    },
  ],
});

const ruleIds = (inv: En16931Invoice) => validateInvoice(inv).findings.map((f) => f.ruleId);

describe('validateInvoice on the model', () => {
  it('accepts a complete XRechnung without any finding', () => {
    expect(validateInvoice(invoice())).toEqual({ valid: true, findings: [] });
  });

  it('BR-CO-10: the line total must equal the sum of the line net amounts', () => {
    const inv = invoice();
    inv.lines[0]!.netAmount = '99.99';
    const result = validateInvoice(inv);
    expect(result.valid).toBe(false);
    expect(result.findings).toContainEqual(
      expect.objectContaining({
        ruleId: 'BR-CO-10',
        level: 'fatal',
        message: expect.stringContaining('(BT-106)'),
      }),
    );
  });

  it('BR-S-08: the taxable amount of a standard rate must cover lines and charges of that rate', () => {
    const inv = invoice();
    inv.vatBreakdown[0]!.taxableAmount = '100.00';
    inv.vatBreakdown[0]!.taxAmount = '19.00';
    expect(ruleIds(inv)).toContain('BR-S-08');
    // Charges at another rate belong to another breakdown.
    const split = invoice();
    split.charges[0]!.vatRate = '7';
    split.vatBreakdown = [
      { taxableAmount: '100.00', taxAmount: '19.00', category: 'S', rate: '19' },
      { taxableAmount: '10.00', taxAmount: '0.70', category: 'S', rate: '7' },
    ];
    split.totals = { ...split.totals, vatTotal: '19.70', taxInclusive: '129.70', payable: '129.70' };
    expect(validateInvoice(split)).toEqual({ valid: true, findings: [] });
  });

  it('BR-CO-17: VAT per category is taxable × rate, with the one-cent rounding slack of the CEN rules', () => {
    const inv = invoice();
    inv.vatBreakdown[0]!.taxAmount = '20.91';
    inv.totals = { ...inv.totals, vatTotal: '20.91', taxInclusive: '130.91', payable: '130.91' };
    expect(ruleIds(inv)).not.toContain('BR-CO-17');
    inv.vatBreakdown[0]!.taxAmount = '22.00';
    inv.totals = { ...inv.totals, vatTotal: '22.00', taxInclusive: '132.00', payable: '132.00' };
    expect(ruleIds(inv)).toContain('BR-CO-17');
  });

  it('BR-DEC-23: a line net amount has at most two decimals (as written)', () => {
    const inv = invoice();
    inv.lines[0]!.netAmount = '100.000';
    expect(ruleIds(inv)).toEqual(['BR-DEC-23']);
  });

  it('BR-CL-23: unit codes come from UN/ECE Rec 20/21', () => {
    const inv = invoice();
    inv.lines[0]!.unitCode = 'Stunden';
    expect(ruleIds(inv)).toEqual(['BR-CL-23']);
  });

  it('BR-O-02: not subject to VAT excludes any VAT identifier', () => {
    const inv = invoice();
    inv.charges = [];
    inv.lines[0]!.vat = { category: 'O' };
    // XRechnung wants BT-119 even here (BR-DE-14), so the breakdown states 0.
    inv.vatBreakdown = [
      {
        taxableAmount: '100.00',
        taxAmount: '0.00',
        category: 'O',
        rate: '0',
        exemptionReason: 'Nicht steuerbar',
      },
    ];
    inv.totals = {
      lineNetTotal: '100.00',
      taxExclusive: '100.00',
      vatTotal: '0.00',
      taxInclusive: '100.00',
      payable: '100.00',
    };
    expect(ruleIds(inv)).toEqual(['BR-O-02']);
    inv.seller.vatId = undefined;
    inv.seller.taxRegistrationId = '30/123/45678';
    expect(ruleIds(inv)).toEqual([]);
  });

  it('BR-DE-15: XRechnung needs the buyer reference (Leitweg-ID), plain EN 16931 does not', () => {
    const inv = invoice();
    inv.buyerReference = undefined;
    expect(ruleIds(inv)).toEqual(['BR-DE-15']);
    inv.customizationId = 'urn:cen.eu:en16931:2017';
    expect(ruleIds(inv)).toEqual([]);
  });

  it('BR-DE-18: Skonto lines in the payment terms follow the XRechnung syntax', () => {
    const inv = invoice();
    inv.paymentTerms = '#SKONTO#TAGE=7#PROZENT=2.00#\n';
    expect(ruleIds(inv)).toEqual([]);
    inv.paymentTerms = '#SKONTO#TAGE=7#PROZENT=2#\n';
    expect(ruleIds(inv)).toEqual(['BR-DE-18']);
    expect(skontoLinesValid('#SKONTO#TAGE=14#PROZENT=3.00#BASISBETRAG=100.00#')).toBe(false); // no final line break
  });

  it('BR-DE-19 checks the IBAN check digits', () => {
    expect(ibanValid('DE02 1203 0000 0000 2020 51')).toBe(true);
    expect(ibanValid('DE03120300000000202051')).toBe(false);
  });

  it('reports unreadable XML as a fatal finding instead of throwing', () => {
    const result = validateInvoice('<Invoice>');
    expect(result.valid).toBe(false);
    expect(result.findings[0]).toMatchObject({ ruleId: 'XML-READ', level: 'fatal' });
  });
});
