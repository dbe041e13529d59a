import type { OutputOptions, RenderableDocument } from '../output-types.ts';
import {
  buyerFixture,
  documentFixture,
  item,
  sellerFixture,
} from '../../../../test/renderable-document.fixture.ts';

export interface EinvoiceCase {
  name: string;
  doc: RenderableDocument;
  options: OutputOptions;
}

const invoiceRef = { number: 'RE-2026-00001', documentDate: '2026-03-02' };

/** One document per VAT case and per invoice kind Kontor writes as e-invoice. */
/** A business customer in another EU country (intra-EU supplies and services). */
const austrianBusiness = () =>
  buyerFixture({
    name: 'Alpen Technik GmbH',
    street: 'Mariahilfer Straße 1',
    zip: '1060',
    city: 'Wien',
    country: 'AT',
    vat_id: 'ATU12345678',
  });

export function einvoiceCases(): EinvoiceCase[] {
  return [
    {
      name: 'S 19 % and 7 % mixed, with Skonto',
      doc: documentFixture({ skonto_percent: '2', skonto_days: 10 }),
      options: {},
    },
    {
      name: 'Z zero rate',
      doc: documentFixture({
        lines: [
          item({
            name: 'Photovoltaikmodul',
            unit: 'C62',
            quantity: '12',
            unit_price: '189.00',
            vat_category: 'Z',
            vat_rate: '0',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'E Kleinunternehmer §19',
      doc: documentFixture({
        // A sole trader as most Kleinunternehmer are: no register entry, no VAT id, a Steuernummer only.
        seller: sellerFixture({
          company_name: 'Gartenpflege Peters',
          legal_form: null,
          managing_directors: null,
          register_court: null,
          register_number: null,
          small_business: true,
          vat_id: null,
        }),
        vat_treatment: 'smallBusiness',
        lines: [
          item({
            name: 'Gartenpflege',
            quantity: '6.5',
            unit_price: '35.00',
            vat_category: 'E',
            vat_rate: '0',
          }),
          item({
            name: 'Grünschnittentsorgung',
            unit: 'C62',
            unit_price: '25.00',
            vat_category: 'E',
            vat_rate: '0',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'AE reverse charge §13b',
      doc: documentFixture({
        vat_treatment: 'reverseCharge',
        lines: [
          item({
            name: 'Dacharbeiten Subunternehmer',
            quantity: '40',
            unit_price: '58.50',
            vat_category: 'AE',
            vat_rate: '0',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'E tax-free § 4 Nr. 21 UStG (regular company)',
      doc: documentFixture({
        lines: [
          item({
            name: 'Unterricht Elektrofachkraft',
            quantity: '8',
            unit_price: '75.00',
            vat_category: 'E',
            vat_rate: '0',
            vat_exemption: 'ustg4nr21',
            supply_kind: 'service',
          }),
          item({
            name: 'Lehrmaterial',
            unit: 'C62',
            quantity: '1',
            unit_price: '40.00',
            supply_kind: 'goods',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'intra-EU mixed: goods K (§ 4 Nr. 1b), services AE (reverse charge)',
      doc: documentFixture({
        vat_treatment: 'intraEu',
        buyer: austrianBusiness(),
        lines: [
          item({
            name: 'Schaltschrank',
            unit: 'C62',
            quantity: '2',
            unit_price: '1249.00',
            vat_category: 'K',
            vat_rate: '0',
            supply_kind: 'goods',
          }),
          item({
            name: 'Inbetriebnahme vor Ort',
            quantity: '6',
            unit_price: '85.00',
            vat_category: 'AE',
            vat_rate: '0',
            supply_kind: 'service',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'K intra-EU supply',
      doc: documentFixture({
        vat_treatment: 'intraEu',
        buyer: austrianBusiness(),
        lines: [
          item({
            name: 'Schaltschrank',
            unit: 'C62',
            quantity: '3',
            unit_price: '1249.00',
            vat_category: 'K',
            vat_rate: '0',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'G export to a third country',
      doc: documentFixture({
        vat_treatment: 'export',
        buyer: buyerFixture({
          name: 'Helvetia Bau AG',
          street: 'Bahnhofstrasse 10',
          zip: '8001',
          city: 'Zürich',
          country: 'CH',
          vat_id: null,
        }),
        lines: [
          item({
            name: 'Steuereinheit',
            unit: 'C62',
            quantity: '2',
            unit_price: '870.00',
            vat_category: 'G',
            vat_rate: '0',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'O not subject to German VAT',
      doc: documentFixture({
        lines: [
          item({
            name: 'Beratung (Leistungsort Ausland)',
            quantity: '5',
            unit_price: '120.00',
            vat_category: 'O',
            vat_rate: '0',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'line discounts, a negative line and a service period',
      doc: documentFixture({
        service_date: null,
        service_period_start: '2026-02-01',
        service_period_end: '2026-02-28',
        lines: [
          item({
            name: 'Wartungsvertrag Februar',
            quantity: '1',
            unit: 'MON',
            unit_price: '450.00',
            discount_percent: '10',
          }),
          item({
            name: 'Ersatzfilter',
            unit: 'C62',
            quantity: '3',
            unit_price: '33.33',
            discount_percent: '12.5',
            description: 'Typ F7, 592 × 592 mm',
          }),
          item({ name: 'Anfahrt', unit: 'C62', quantity: '1', unit_price: '49.00', vat_rate: '7' }),
          item({ name: 'Gutschein eingelöst', unit: 'C62', quantity: '1', unit_price: '-20.00' }),
        ],
      }),
      options: {},
    },
    {
      name: 'public buyer with Leitweg-ID and no e-mail',
      doc: documentFixture({
        order_reference: null,
        buyer: buyerFixture({
          name: 'Stadt Musterstadt, Bauamt',
          email: null,
          vat_id: null,
          leitweg_id: '04011000-12345-34',
          einvoice_format: 'xrechnungCii',
        }),
      }),
      options: {},
    },
    {
      name: 'credit note',
      doc: documentFixture({
        type: 'creditNote',
        number: 'GS-2026-00001',
        due_date: null,
        lines: [item({ name: 'Gutschrift Minderleistung', quantity: '2', unit_price: '65.00' })],
      }),
      options: { precedingInvoice: invoiceRef },
    },
    {
      name: 'cancellation',
      doc: documentFixture({ type: 'cancellation', number: 'ST-2026-00001', due_date: null }),
      options: { precedingInvoice: invoiceRef },
    },
    {
      name: 'advance invoice',
      doc: documentFixture({
        type: 'advanceInvoice',
        number: 'RE-2026-00010',
        lines: [
          item({
            name: '1. Abschlag Elektroinstallation (30 %)',
            unit: 'C62',
            quantity: '1',
            unit_price: '3000.00',
          }),
        ],
      }),
      options: {},
    },
    {
      name: 'final invoice deducting an advance',
      doc: documentFixture({
        type: 'finalInvoice',
        number: 'RE-2026-00020',
        lines: [
          item({ name: 'Elektroinstallation gesamt', unit: 'C62', quantity: '1', unit_price: '10000.00' }),
          item({ name: 'Material', unit: 'C62', quantity: '1', unit_price: '500.00', vat_rate: '7' }),
        ],
        totals: { net: '', vat: '', gross: '', prepaid: '3570.00', payable: '', vat_groups: [] },
      }),
      options: {
        deductedAdvances: [
          {
            id: 10,
            number: 'RE-2026-00010',
            documentDate: '2026-01-15',
            net: '3000.00',
            vat: '570.00',
            gross: '3570.00',
            vatGroups: [{ category: 'S', rate: '19', taxable: '3000.00', tax: '570.00' }],
          },
        ],
      },
    },
  ];
}
