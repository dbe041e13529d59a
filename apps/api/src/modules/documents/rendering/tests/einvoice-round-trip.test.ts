import { describe, expect, it } from 'vitest';
import { type En16931Invoice, readInvoiceXml } from '@kontor/einvoice';
import { writeEinvoice } from '../../../document-output/index.ts';
import { toEn16931 } from '../to-en16931.ts';
import { einvoiceCases } from './einvoice-cases.fixture.ts';

const written = async (kind: 'xrechnungUbl' | 'xrechnungCii', model: En16931Invoice) => {
  const result = await writeEinvoice(kind, model);
  if (result.xml === null) throw new Error(result.validation.findings[0]?.message);
  return result.xml;
};
const writeUbl = (model: En16931Invoice) => written('xrechnungUbl', model);
const writeCii = (model: En16931Invoice) => written('xrechnungCii', model);

/** Compare as data: undefined members and the trailing line break of BT-20 are not content. */
const normalized = (model: En16931Invoice) =>
  JSON.parse(JSON.stringify({ ...model, paymentTerms: model.paymentTerms?.trimEnd() }));

function readBack(xml: string): En16931Invoice {
  const result = readInvoiceXml(xml);
  if (!result.ok) throw new Error(result.error);
  return result.invoice;
}

describe('e-invoice round trip: document → EN 16931 model → XML → reader → the same model', () => {
  for (const { name, doc, options } of einvoiceCases()) {
    it(`${name} (XRechnung UBL)`, async () => {
      const model = toEn16931(doc, options, 'xrechnung', 'ubl');
      expect(normalized(readBack(await writeUbl(model)))).toEqual(normalized(model));
    });
    it(`${name} (XRechnung CII)`, async () => {
      const model = toEn16931(doc, options, 'xrechnung', 'cii');
      expect(normalized(readBack(await writeCii(model)))).toEqual(normalized(model));
    });
  }
});

describe('German specifics in the written XML', () => {
  const byName = (name: string) => einvoiceCases().find((c) => c.name === name)!;

  it('Skonto in the machine-readable XRechnung form of BR-DE-18 (own line, ends with a line break)', async () => {
    const { doc, options } = byName('S 19 % and 7 % mixed, with Skonto');
    const xml = await writeUbl(toEn16931(doc, options, 'xrechnung', 'ubl'));
    expect(xml).toContain(
      'Zahlbar bis 16.03.2026 ohne Abzug oder bis 12.03.2026 mit 2 % Skonto (14,08 €).\n#SKONTO#TAGE=10#PROZENT=2.00#\n</cbc:Note>',
    );
  });

  it('a Stornorechnung is a UBL CreditNote (381) referring to the cancelled invoice, in CII too', async () => {
    const { doc, options } = byName('cancellation');
    const ubl = await writeUbl(toEn16931(doc, options, 'xrechnung', 'ubl'));
    expect(ubl).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(ubl).toMatch(/<cac:InvoiceDocumentReference>\s*<cbc:ID>RE-2026-00001<\/cbc:ID>/);
    const cii = await writeCii(toEn16931(doc, options, 'xrechnung', 'cii'));
    expect(cii).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-2026-00001</ram:IssuerAssignedID>',
    );
  });

  it('a service period without a service date still has the delivery element CII requires (schema order)', async () => {
    const { doc, options } = byName('line discounts, a negative line and a service period');
    const cii = await writeCii(toEn16931(doc, options, 'xrechnung', 'cii'));
    expect(cii).toMatch(
      /<\/ram:ApplicableHeaderTradeAgreement>\s*<ram:ApplicableHeaderTradeDelivery\/>\s*<ram:ApplicableHeaderTradeSettlement>/,
    );
    expect(cii).toContain('<ram:BillingSpecifiedPeriod>');
  });

  it('a public buyer gets the Leitweg-ID as buyer reference (BT-10) and electronic address (0204)', async () => {
    const { doc, options } = byName('public buyer with Leitweg-ID and no e-mail');
    const model = toEn16931(doc, options, 'xrechnung', 'ubl');
    expect(model.buyerReference).toBe('04011000-12345-34');
    expect(model.buyer.electronicAddress).toEqual({ id: '04011000-12345-34', scheme: '0204' });
  });

  it('§19: every line and the breakdown are E with the §19 wording; no VAT is charged', () => {
    const { doc, options } = byName('E Kleinunternehmer §19');
    const model = toEn16931(doc, options, 'xrechnung', 'cii');
    expect(model.vatBreakdown).toEqual([
      {
        category: 'E',
        rate: '0',
        taxableAmount: '252.50',
        taxAmount: '0.00',
        exemptionReason: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
        exemptionReasonCode: undefined,
      },
    ]);
    expect(model.totals.vatTotal).toBe('0.00');
    expect(model.seller.vatId).toBeUndefined();
    expect(model.seller.taxRegistrationId).toBe('27/123/45678');
  });

  it('§19 with only a Steuernummer: CII keeps it as seller identifier (BT-29, BR-CO-26) and tax number (BT-32)', async () => {
    const { doc, options } = byName('E Kleinunternehmer §19');
    const cii = await writeCii(toEn16931(doc, options, 'xrechnung', 'cii'));
    expect(cii).toMatch(/<ram:SellerTradeParty>\s*<ram:ID>27\/123\/45678<\/ram:ID>/);
    expect(cii).toMatch(
      /<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="FC">27\/123\/45678<\/ram:ID>\s*<\/ram:SpecifiedTaxRegistration>/,
    );
  });

  it('a final invoice declares the deducted advance as prepaid (BT-113) and asks only for the rest', () => {
    const { doc, options } = byName('final invoice deducting an advance');
    const model = toEn16931(doc, options, 'xrechnung', 'ubl');
    expect(model.totals).toMatchObject({ taxInclusive: '12435.00', prepaid: '3570.00', payable: '8865.00' });
  });
});
