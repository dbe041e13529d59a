import { describe, expect, it } from 'vitest';
import { fileBaseName } from '../output-files.ts';
import { toPdfView } from '../to-pdf-view.ts';
import { einvoiceCases } from './einvoice-cases.fixture.ts';
import {
  buyerFixture,
  documentFixture,
  item,
  sellerFixture,
} from '../../../../test/renderable-document.fixture.ts';

const caseNamed = (name: string) => einvoiceCases().find((c) => c.name === name)!;

describe('document → PDF view', () => {
  it('prints the VAT breakdown per rate and the gross total in German format', () => {
    const view = toPdfView(documentFixture(), {});
    expect(view.title).toBe('Rechnung');
    expect(view.titleSuffix).toBe('Nr. RE-2026-00001');
    expect(view.totals).toEqual([
      { label: 'Nettobetrag', value: '599,80 €' },
      { label: 'zzgl. USt. 19 % auf 520,00 €', value: '98,80 €' },
      { label: 'zzgl. USt. 7 % auf 79,80 €', value: '5,59 €' },
      { label: 'Gesamtbetrag', value: '704,19 €', strong: true },
    ]);
    expect(view.rows[0]).toMatchObject({
      kind: 'item',
      pos: '1',
      quantity: '8',
      unit: 'Stunde',
      unitPrice: '65,00 €',
      vat: '19 %',
      total: '520,00 €',
      carry: '520,00 €',
    });
    expect(view.info).toContainEqual({ label: 'Leistungsdatum', value: '27.02.2026' });
    expect(view.info).toContainEqual({ label: 'Rechnungsnr.', value: 'RE-2026-00001' });
  });

  it('a Storno and a credit note read as negative amounts (lines and totals)', () => {
    for (const type of ['cancellation', 'creditNote'] as const) {
      const view = toPdfView(documentFixture({ type }), {});
      expect(view.totals).toEqual([
        { label: 'Nettobetrag', value: '\u2212599,80 €' },
        { label: 'zzgl. USt. 19 % auf 520,00 €', value: '\u221298,80 €' },
        { label: 'zzgl. USt. 7 % auf 79,80 €', value: '\u22125,59 €' },
        { label: 'Gesamtbetrag', value: '\u2212704,19 €', strong: true },
      ]);
      expect(view.rows[0]).toMatchObject({ unitPrice: '65,00 €', total: '\u2212520,00 €' });
    }
  });

  it('says the payment terms in one sentence: due date without deduction or the Skonto day with its amount', () => {
    const view = toPdfView(documentFixture({ skonto_percent: '2', skonto_days: 10 }), {});
    expect(view.paymentTerms).toEqual([
      'Zahlbar bis 16.03.2026 ohne Abzug oder bis 12.03.2026 mit 2 % Skonto (14,08 €).',
    ]);
    expect(toPdfView(documentFixture(), {}).paymentTerms).toEqual(['Zahlbar bis 16.03.2026 ohne Abzug.']);
    expect(toPdfView(documentFixture({ due_date: '2026-03-02' }), {}).paymentTerms).toEqual([
      'Zahlbar sofort ohne Abzug.',
    ]);
  });

  it('never repeats or contradicts itself: one sentence about payment, no second "Zahlbar"', () => {
    const view = toPdfView(documentFixture({ skonto_percent: '3', skonto_days: 7 }), {});
    const text = view.paymentTerms.join(' ');
    expect(text.match(/Zahlbar/g)).toHaveLength(1);
    expect(text).not.toContain('Zahlbetrag');
  });

  it('a quote prints its validity, never a request for payment', () => {
    const view = toPdfView(
      documentFixture({ type: 'quote', number: 'AN-2026-00001', due_date: null, valid_until: '2026-03-31' }),
      {},
    );
    expect(view.paymentTerms).toEqual(['Dieses Angebot ist gültig bis 31.03.2026.']);
  });

  it('an overpaid final invoice says so and shows the credit instead of a negative amount due', () => {
    const { doc, options } = caseNamed('final invoice deducting an advance');
    const overpaid = {
      ...options,
      deductedAdvances: [{ ...options.deductedAdvances![0]!, gross: '13000.00' }],
    };
    const lines = doc.lines;
    const view = toPdfView(
      documentFixture({ ...doc, lines, totals: { ...doc.totals, prepaid: '13000.00' } }),
      overpaid,
    );
    expect(view.paymentTerms).toEqual([
      'Die verrechneten Abschläge übersteigen den Rechnungsbetrag. Ihr Guthaben von 565,00 € erstatten wir Ihnen.',
    ]);
    expect(view.totals.at(-1)).toEqual({ label: 'Ihr Guthaben', value: '565,00 €', strong: true });
    expect(view.girocode).toBeNull();
  });

  it('a final invoice names each deducted advance with its VAT (§14 (5) UStG) and the amount still due', () => {
    const { doc, options } = caseNamed('final invoice deducting an advance');
    const view = toPdfView(doc, options);
    expect(view.totals.slice(-4)).toEqual([
      { label: 'Gesamtbetrag', value: '12.435,00 €', strong: true },
      { label: 'abzgl. Abschlagsrechnung RE-2026-00010', value: '\u22123.570,00 €' },
      { label: 'darin USt. 19 % auf 3.000,00 €', value: '570,00 €' },
      { label: 'Zahlbetrag', value: '8.865,00 €', strong: true },
    ]);
  });

  it('carries the legal wording for §19, §13b, intra-EU (with the buyer VAT id), export and non-taxable', () => {
    expect(toPdfView(caseNamed('E Kleinunternehmer §19').doc, {}).vatNotes).toEqual([
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    ]);
    expect(toPdfView(caseNamed('AE reverse charge §13b').doc, {}).vatNotes).toEqual([
      'Steuerschuldnerschaft des Leistungsempfängers (§13b UStG).',
      'USt-IdNr. des Leistungsempfängers: DE987654321',
    ]);
    expect(toPdfView(caseNamed('K intra-EU supply').doc, {}).vatNotes).toEqual([
      'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG).',
      'USt-IdNr. des Leistungsempfängers: ATU12345678',
    ]);
    expect(toPdfView(caseNamed('G export to a third country').doc, {}).vatNotes).toEqual([
      'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a UStG).',
    ]);
    const exempt = toPdfView(caseNamed('E Kleinunternehmer §19').doc, {});
    expect(exempt.totals.map((t) => t.label)).toEqual(['Nettobetrag', 'Gesamtbetrag']);
  });

  it('category E carries its § 4 UStG reason, never § 19 for a regular company', () => {
    expect(toPdfView(caseNamed('E tax-free § 4 Nr. 21 UStG (regular company)').doc, {}).vatNotes).toEqual([
      'Steuerfreie Unterrichtsleistung gemäß § 4 Nr. 21 UStG.',
    ]);
    // A line stored before reasons existed, at a regular company: no § 19 wording.
    const legacy = documentFixture({ lines: [item({ vat_category: 'E', vat_rate: '0' })] });
    expect(toPdfView(legacy, {}).vatNotes.join(' ')).not.toContain('§ 19');
  });

  it('an EU business gets K for goods and AE for services on one invoice, each with its wording', () => {
    const view = toPdfView(
      caseNamed('intra-EU mixed: goods K (§ 4 Nr. 1b), services AE (reverse charge)').doc,
      {},
    );
    expect(view.vatNotes).toEqual([
      'Steuerschuldnerschaft des Leistungsempfängers (§13b UStG).',
      'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG).',
      'USt-IdNr. des Leistungsempfängers: ATU12345678',
    ]);
  });

  it('the §35a note only for a private customer, with the labour share as its own figure', () => {
    const lines = [
      item({ name: 'Monteurstunde', quantity: '8', unit_price: '65.00', supply_kind: 'service' }),
      item({ name: 'Material', unit: 'C62', quantity: '1', unit_price: '120.00', supply_kind: 'goods' }),
    ];
    const privateBuyer = buyerFixture({ name: 'Erika Muster', vat_id: null, is_private: true });
    const note =
      'Im Rechnungsbetrag enthaltene Arbeitskosten (§ 35a EStG): 520,00 € zzgl. 98,80 € USt. = 618,80 €.';
    expect(toPdfView(documentFixture({ lines, buyer: privateBuyer }), {}).vatNotes).toEqual([note]);
    // A company, a quote, or an invoice without labour: no note.
    expect(toPdfView(documentFixture({ lines }), {}).vatNotes).toEqual([]);
    expect(
      toPdfView(documentFixture({ lines, buyer: privateBuyer, type: 'quote', number: 'AN-1' }), {}).vatNotes,
    ).toEqual([]);
    expect(toPdfView(documentFixture({ lines: [lines[1]!], buyer: privateBuyer }), {}).vatNotes).toEqual([]);
  });

  it('a delivery note prints no prices and no totals', () => {
    const view = toPdfView(documentFixture({ type: 'deliveryNote', number: 'LS-2026-00001' }), {});
    expect(view.title).toBe('Lieferschein');
    expect(view.showPrices).toBe(false);
    expect(view.totals).toEqual([]);
    expect(view.paymentTerms).toEqual([]);
    expect(view.girocode).toBeNull();
  });

  it('asks for a GiroCode only on an invoice with an open amount, never on drafts or credit notes', () => {
    const calls: { amount: string; reference: string }[] = [];
    const girocode = (payment: { amount: string; reference: string }) => {
      calls.push(payment);
      return `EPC ${payment.amount}`;
    };
    expect(toPdfView(documentFixture(), {}, girocode).girocode).toBe('EPC 704.19');
    expect(calls).toEqual([{ amount: '704.19', reference: 'RE-2026-00001' }]);
    expect(toPdfView(documentFixture({ open: '0.00', status: 'paid' }), {}, girocode).girocode).toBeNull();
    expect(
      toPdfView(documentFixture({ open: '200.00', status: 'partiallyPaid' }), {}, girocode).girocode,
    ).toBe('EPC 200.00');
    expect(toPdfView(documentFixture({ status: 'draft', number: null }), {}, girocode).girocode).toBeNull();
    expect(toPdfView(documentFixture({ type: 'creditNote' }), {}, girocode).girocode).toBeNull();
    expect(
      toPdfView(documentFixture({ type: 'quote', number: 'AN-2026-00001' }), {}, girocode).girocode,
    ).toBeNull();
  });

  it('a draft preview is marked ENTWURF and has no number', () => {
    const view = toPdfView(documentFixture({ status: 'draft', number: null }), {});
    expect(view.draft).toBe(true);
    expect(view.titleSuffix).toBeNull();
    expect(view.info.map((i) => i.label)).not.toContain('Rechnungsnr.');
  });

  it('footer carries register, managing directors, tax ids and bank (§14 UStG, §35a GmbHG)', () => {
    const view = toPdfView(documentFixture({ seller: sellerFixture() }), {});
    expect(view.footer).toEqual([
      ['Muster Handwerk GmbH', 'Hauptstraße 12', '10115 Berlin'],
      ['Amtsgericht Berlin-Charlottenburg', 'HRB 123456 B', 'Geschäftsführung: Anna Muster'],
      [
        'Steuernr.: 27/123/45678',
        'USt-IdNr.: DE123456789',
        'Tel.: +49 30 1234567',
        'rechnung@muster-handwerk.de',
      ],
      ['Deutsche Kreditbank', 'IBAN: DE02 1203 0000 0000 2020 51', 'BIC: BYLADEM1001'],
    ]);
    expect(view.senderLine).toBe('Muster Handwerk GmbH · Hauptstraße 12 · 10115 Berlin');
    expect(view.recipientLines).toEqual([
      'Beispiel Kunde AG',
      'z. Hd. Frau Schmidt',
      'Industrieweg 5',
      '80331 München',
    ]);
    const withoutName = documentFixture({
      buyer: buyerFixture({ address_lines: ['Industrieweg 5', '80331 München'] }),
    });
    expect(toPdfView(withoutName, {}).recipientLines).toEqual([
      'Beispiel Kunde AG',
      'Industrieweg 5',
      '80331 München',
    ]);
  });

  it('titles, subtotals and discounts show as the editor has them', () => {
    const doc = documentFixture({
      lines: [
        { kind: 'title', key: 't1', name: 'Bauabschnitt 1' },
        item({ quantity: '3', unit_price: '33.333', discount_percent: '12.5' }),
        { kind: 'subtotal', key: 's1', name: 'Zwischensumme' },
        { kind: 'text', key: 'x1', name: 'Material wird gesondert berechnet.' },
      ],
    });
    const view = toPdfView(doc, {});
    expect(view.rows).toEqual([
      { kind: 'title', text: 'Bauabschnitt 1', carry: '0,00 €' },
      expect.objectContaining({ unitPrice: '33,333 €', discount: '12,5 %', total: '87,50 €' }),
      { kind: 'subtotal', label: 'Zwischensumme', amount: '87,50 €', carry: '87,50 €' },
      { kind: 'text', text: 'Material wird gesondert berechnet.', carry: '87,50 €' },
    ]);
  });

  it('file names follow type label and number', () => {
    expect(fileBaseName({ type: 'invoice', number: 'RE-2026-00001' })).toBe('Rechnung_RE-2026-00001');
    expect(fileBaseName({ type: 'cancellation', number: 'ST/2026/7' })).toBe('Stornorechnung_ST-2026-7');
  });
});
