import {
  type DocumentTotals,
  documentTypeDefinitions,
  type DocumentType,
  formatDecimalDe,
  formatEuro,
  formatIsoDayDe,
  formatPercentDe,
  formatQuantityDe,
  isInvoiceLike,
  refundTypes,
  toBig,
  unitOptions,
  vatCategoryDefinitions,
  type VatCategory,
} from '@kontor/contracts';
import {
  recipientLinesOf,
  sellerFrame,
  type DocumentPdfRow,
  type DocumentPdfView,
} from '../../document-output/index.ts';
import type { OutputOptions, RenderableDocument } from './output-types.ts';
import { paymentTermsLines } from './payment-terms.ts';
import { exemptionTextOf, labourCostNote } from './vat-notes.ts';
import { outputTotals } from './to-en16931.ts';

/** What the number is called in the information block. */
const numberLabels: Record<DocumentType, string> = {
  quote: 'Angebotsnr.',
  orderConfirmation: 'Auftragsnr.',
  deliveryNote: 'Lieferscheinnr.',
  invoice: 'Rechnungsnr.',
  advanceInvoice: 'Rechnungsnr.',
  finalInvoice: 'Rechnungsnr.',
  creditNote: 'Gutschriftnr.',
  cancellation: 'Stornonr.',
};

const unitLabels = new Map(unitOptions.map((o) => [o.value, o.label]));
const unitLabel = (code: string) => unitLabels.get(code) ?? code;

/** Unit prices may carry up to four decimals; print at least two. */
const formatPrice = (value: string) => `${formatDecimalDe(value, 2, 4)} €`;

/** Which rows of the VAT breakdown print as "zzgl. USt." — the exempt categories get a note instead. */
const taxedCategories: readonly string[] = ['S', 'Z'];

function vatLabel(category: VatCategory, rate: string): string {
  if (category === 'O') return '–';
  return formatPercentDe(rate);
}

/** Stornos and credit notes read as negative amounts ("−1.320,66 €"); their e-invoices stay positive (381). */
const euroOf = (doc: RenderableDocument) =>
  refundTypes.includes(doc.type) ? (value: string) => formatEuro(toBig(value).neg().toFixed(2)) : formatEuro;

function rowsOf(doc: RenderableDocument, totals: DocumentTotals): DocumentPdfRow[] {
  const euro = euroOf(doc);
  let pos = 0;
  let carry = toBig(0);
  return doc.lines.map((line): DocumentPdfRow => {
    switch (line.kind) {
      case 'item': {
        const amounts = totals.lines[line.key]!;
        carry = carry.plus(amounts.net);
        pos += 1;
        const hasDiscount = line.discount_percent !== null && Number(line.discount_percent) !== 0;
        return {
          kind: 'item',
          pos: String(pos),
          description: line.name,
          detail: line.description,
          quantity: formatQuantityDe(line.quantity),
          unit: unitLabel(line.unit),
          unitPrice: formatPrice(line.unit_price),
          discount: hasDiscount ? formatPercentDe(line.discount_percent!) : null,
          vat: vatLabel(line.vat_category, line.vat_rate),
          total: euro(amounts.net),
          carry: euro(carry.toFixed(2)),
        };
      }
      case 'title':
        return { kind: 'title', text: line.name, carry: euro(carry.toFixed(2)) };
      case 'text':
        return { kind: 'text', text: line.name, carry: euro(carry.toFixed(2)) };
      case 'subtotal':
        return {
          kind: 'subtotal',
          label: line.name || 'Zwischensumme',
          amount: euro(totals.subtotals[line.key] ?? '0'),
          carry: euro(carry.toFixed(2)),
        };
    }
  });
}

function totalsOf(
  doc: RenderableDocument,
  totals: DocumentTotals,
  options: OutputOptions,
): DocumentPdfView['totals'] {
  const euro = euroOf(doc);
  const rows: DocumentPdfView['totals'] = [{ label: 'Nettobetrag', value: euro(totals.net) }];
  for (const group of totals.vatGroups) {
    if (!taxedCategories.includes(group.category)) continue;
    rows.push({
      label: `zzgl. USt. ${formatPercentDe(group.rate)} auf ${formatEuro(group.taxable)}`,
      value: euro(group.tax),
    });
  }
  rows.push({ label: 'Gesamtbetrag', value: euro(totals.gross), strong: true });

  const advances = options.deductedAdvances ?? [];
  // §14 (5) UStG: a final invoice names the advances deducted and the VAT they contained.
  for (const advance of advances) {
    rows.push({
      label: `abzgl. Abschlagsrechnung ${advance.number}`,
      value: formatEuro(toBig(advance.gross).neg().toFixed(2)),
    });
    for (const group of advance.vatGroups.filter((g) => taxedCategories.includes(g.category))) {
      rows.push({
        label: `darin USt. ${formatPercentDe(group.rate)} auf ${formatEuro(group.taxable)}`,
        value: formatEuro(group.tax),
      });
    }
  }
  if (advances.length === 0 && toBig(totals.prepaid).gt(0)) {
    rows.push({ label: 'abzgl. bereits gezahlt', value: formatEuro(toBig(totals.prepaid).neg().toFixed(2)) });
  }
  if (toBig(totals.payable).lt(0)) {
    // An overpaid final invoice: the advances exceed the total, the customer has a credit.
    rows.push({
      label: 'Ihr Guthaben',
      value: formatEuro(toBig(totals.payable).neg().toFixed(2)),
      strong: true,
    });
  } else if (toBig(totals.prepaid).gt(0)) {
    rows.push({ label: 'Zahlbetrag', value: formatEuro(totals.payable), strong: true });
  }
  return rows;
}

/** The legally required wording per VAT case (§19, §13b, §4 Nr. 1a/1b UStG, not taxable). */
function vatNotesOf(doc: RenderableDocument, totals: DocumentTotals): string[] {
  const categories = new Set(totals.vatGroups.map((g) => g.category));
  const notes: string[] = [];
  if (categories.has('E')) notes.push(exemptionTextOf(doc));
  if (categories.has('AE')) {
    notes.push(`${vatCategoryDefinitions.AE.label}.`);
  }
  if (categories.has('K')) notes.push(`${vatCategoryDefinitions.K.exemptionReason!}.`);
  if (categories.has('G')) notes.push(`${vatCategoryDefinitions.G.exemptionReason!}.`);
  if (categories.has('O')) notes.push(`${vatCategoryDefinitions.O.exemptionReason!}.`);
  if ((categories.has('AE') || categories.has('K')) && doc.buyer?.vat_id) {
    notes.push(`USt-IdNr. des Leistungsempfängers: ${doc.buyer.vat_id}`);
  }
  const labour = labourCostNote(doc, totals);
  if (labour) notes.push(labour);
  return notes;
}

function infoOf(doc: RenderableDocument, options: OutputOptions): DocumentPdfView['info'] {
  const info: DocumentPdfView['info'] = [];
  if (doc.number) info.push({ label: numberLabels[doc.type], value: doc.number });
  info.push({ label: 'Datum', value: formatIsoDayDe(doc.document_date) });
  if (doc.buyer?.number) info.push({ label: 'Kundennr.', value: doc.buyer.number });
  if (doc.service_period_start && doc.service_period_end) {
    info.push({
      label: 'Leistungszeitraum',
      value: `${formatIsoDayDe(doc.service_period_start)} – ${formatIsoDayDe(doc.service_period_end)}`,
    });
  } else if (doc.service_date) {
    info.push({
      label: doc.type === 'deliveryNote' ? 'Lieferdatum' : 'Leistungsdatum',
      value: formatIsoDayDe(doc.service_date),
    });
  }
  if (doc.type === 'quote' && doc.valid_until) {
    info.push({ label: 'Gültig bis', value: formatIsoDayDe(doc.valid_until) });
  }
  if (options.precedingInvoice) {
    info.push({ label: 'Zu Rechnung', value: options.precedingInvoice.number });
  }
  if (doc.order_reference) info.push({ label: 'Ihre Bestellung', value: doc.order_reference });
  if (doc.buyer_reference) info.push({ label: 'Ihre Referenz', value: doc.buyer_reference });
  else if (doc.buyer?.leitweg_id) info.push({ label: 'Leitweg-ID', value: doc.buyer.leitweg_id });
  if (doc.buyer?.vat_id) info.push({ label: 'Ihre USt-IdNr.', value: doc.buyer.vat_id });
  if (doc.seller.contact_name) info.push({ label: 'Ansprechpartner', value: doc.seller.contact_name });
  return info;
}

/** The amount a GiroCode asks for: what is still open, and only on invoices that claim money. */
export function girocodeAmount(
  doc: RenderableDocument,
  totals: DocumentTotals,
  draft: boolean,
): string | null {
  if (draft || !isInvoiceLike(doc.type) || refundTypes.includes(doc.type) || !doc.seller.iban) return null;
  const open = doc.status === 'draft' ? totals.payable : doc.open;
  return toBig(open).gt(0) ? toBig(open).toFixed(2) : null;
}

/**
 * Document → what the PDF prints. German formatting happens here; the renderer (document-output) only places
 * text. `girocode` is passed in already built, so this mapping stays free of the QR format.
 */
export function toPdfView(
  doc: RenderableDocument,
  options: OutputOptions,
  girocode: (payment: { amount: string; reference: string }) => string | null = () => null,
): DocumentPdfView {
  const totals = outputTotals(doc, options);
  const definition = documentTypeDefinitions[doc.type];
  const s = doc.seller;
  const showPrices = doc.type !== 'deliveryNote';
  const draft = options.draft ?? doc.status === 'draft';
  const amount = girocodeAmount(doc, totals, draft);
  const quoteTerms =
    doc.type === 'quote' && doc.valid_until
      ? [`Dieses Angebot ist gültig bis ${formatIsoDayDe(doc.valid_until)}.`]
      : [];

  return {
    title: definition.label,
    titleSuffix: doc.number ? `Nr. ${doc.number}` : null,
    ...sellerFrame(s),
    logo: options.logo ?? null,
    recipientLines: recipientLinesOf(doc.buyer),
    info: infoOf(doc, options),
    subject: doc.subject,
    intro: doc.intro,
    showPrices,
    rows: rowsOf(doc, totals),
    totals: showPrices ? totalsOf(doc, totals, options) : [],
    vatNotes: showPrices ? vatNotesOf(doc, totals) : [],
    paymentTerms: isInvoiceLike(doc.type) ? paymentTermsLines(doc, totals) : quoteTerms,
    girocode: amount && doc.number ? girocode({ amount, reference: doc.number }) : null,
    outro: doc.outro,
    draft,
    meta: {
      title: [definition.label, doc.number].filter(Boolean).join(' '),
      author: s.company_name,
      subject: doc.subject ?? undefined,
      createdAt: doc.finalized_at ? new Date(doc.finalized_at) : undefined,
    },
  };
}
