import {
  calculateDocumentTotals,
  type DocumentItemLine,
  type DocumentLine,
  type DocumentParty,
  type DocumentSeller,
  type DocumentType,
} from '@kontor/contracts';
import type { RenderableDocument } from '../modules/documents/index.ts';

/** A realistic German GmbH as seller (all data XRechnung wants: contact, phone, e-mail, IBAN). */
export const sellerFixture = (overrides: Partial<DocumentSeller> = {}): DocumentSeller => ({
  company_name: 'Muster Handwerk GmbH',
  legal_form: 'GmbH',
  street: 'Hauptstraße 12',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  email: 'rechnung@muster-handwerk.de',
  phone: '+49 30 1234567',
  website: 'www.muster-handwerk.de',
  managing_directors: 'Anna Muster',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 123456 B',
  tax_number: '27/123/45678',
  vat_id: 'DE123456789',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bank_name: 'Deutsche Kreditbank',
  small_business: false,
  contact_name: 'Max Buchhalter',
  ...overrides,
});

export const buyerFixture = (overrides: Partial<DocumentParty> = {}): DocumentParty => ({
  name: 'Beispiel Kunde AG',
  number: 'K-10001',
  address_lines: ['Beispiel Kunde AG', 'z. Hd. Frau Schmidt', 'Industrieweg 5', '80331 München'],
  street: 'Industrieweg 5',
  zip: '80331',
  city: 'München',
  country: 'DE',
  vat_id: 'DE987654321',
  tax_number: null,
  email: 'einkauf@beispiel-kunde.de',
  phone: null,
  contact_name: 'Frau Schmidt',
  leitweg_id: null,
  einvoice_format: 'xrechnungUbl',
  ...overrides,
});

let keySeq = 0;
export const item = (overrides: Partial<DocumentItemLine> = {}): DocumentItemLine => ({
  kind: 'item',
  key: `k${++keySeq}`,
  article_id: null,
  name: 'Montagearbeiten',
  description: null,
  quantity: '1',
  unit: 'HUR',
  unit_price: '100.00',
  discount_percent: null,
  vat_category: 'S',
  vat_rate: '19',
  ...overrides,
});

/** A finalized document of `type` with its totals computed by the one totals calculation. */
export function documentFixture(
  overrides: Partial<Omit<RenderableDocument, 'lines'>> & { lines?: DocumentLine[] } = {},
): RenderableDocument {
  const type: DocumentType = overrides.type ?? 'invoice';
  const lines = overrides.lines ?? [
    item({ name: 'Montagearbeiten', quantity: '8', unit: 'HUR', unit_price: '65.00' }),
    item({ name: 'Fachbuch Elektrotechnik', quantity: '2', unit: 'C62', unit_price: '39.90', vat_rate: '7' }),
  ];
  const totals = calculateDocumentTotals(lines, { prepaid: overrides.totals?.prepaid });
  const base: RenderableDocument = {
    id: 1,
    type,
    status: 'finalized',
    overdue: false,
    number: 'RE-2026-00001',
    customer_id: 1,
    customer_name: 'Beispiel Kunde AG',
    contact_id: null,
    project_id: null,
    document_date: '2026-03-02',
    due_date: '2026-03-16',
    service_date: '2026-02-27',
    service_period_start: null,
    service_period_end: null,
    valid_until: null,
    payment_term_days: 14,
    skonto_percent: null,
    skonto_days: null,
    subject: 'Elektroinstallation Büro 2. OG',
    intro: 'Sehr geehrte Damen und Herren,\nwir berechnen Ihnen:',
    outro: 'Vielen Dank für Ihren Auftrag.',
    buyer_reference: null,
    order_reference: 'PO-4711',
    vat_treatment: 'standard',
    einvoice_format: null,
    deducted_advance_ids: [],
    lines,
    totals: {
      net: totals.net,
      vat: totals.vat,
      gross: totals.gross,
      prepaid: totals.prepaid,
      payable: totals.payable,
      vat_groups: totals.vatGroups,
    },
    paid: '0.00',
    open: totals.payable,
    dunning_level: 0,
    seller: sellerFixture(),
    buyer: buyerFixture(),
    finalized_at: '2026-03-02T10:00:00.000Z',
    sent_at: null,
    links: [],
    payments: [],
    archive: [],
    version: 2,
    created_at: '2026-03-02T09:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
  };
  const { lines: _lines, ...rest } = overrides;
  return { ...base, ...rest, type, lines, totals: base.totals };
}
