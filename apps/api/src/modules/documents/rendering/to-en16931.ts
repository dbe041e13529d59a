import {
  type DocumentItemLine,
  type DocumentTotals,
  calculateDocumentTotals,
  documentTypeDefinitions,
  formatIsoDayDe,
  refundTypes,
  sumMoney,
  toBig,
  trimDecimal,
  vatCategoryDefinitions,
  type VatCategory,
} from '@kontor/contracts';
import type { En16931Invoice, InvoiceLine, Party, PaymentInstructions, VatBreakdown } from '@kontor/einvoice';
import type { OutputOptions, RenderableDocument } from './output-types.ts';
import { paymentTermsText } from './payment-terms.ts';
import { exemptionTextOf } from './vat-notes.ts';

/** CustomizationID (BT-24) of XRechnung 3.0 and of the plain EN 16931 profile (Factur-X EN 16931). */
export const XRECHNUNG_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
/** BT-23 as XRechnung and the PEPPOL billing process expect it. */
export const BILLING_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export type EinvoiceTarget = 'xrechnung' | 'en16931';

/** Line allowance reason code (UNTDID 5189) 95 = Discount. */
const DISCOUNT_REASON_CODE = '95';

/** The prepaid amount (BT-113): the gross of the deducted advance invoices, else what the document says. */
export function prepaidOf(doc: RenderableDocument, options: OutputOptions): string {
  const advances = options.deductedAdvances ?? [];
  return advances.length > 0 ? sumMoney(advances.map((a) => a.gross)) : doc.totals.prepaid;
}

/** THE totals of a document for output: the shared calculation, with the deducted advances as prepaid. */
export function outputTotals(doc: RenderableDocument, options: OutputOptions): DocumentTotals {
  return calculateDocumentTotals(doc.lines, { prepaid: prepaidOf(doc, options) });
}

export const itemLinesOf = (doc: RenderableDocument): DocumentItemLine[] =>
  doc.lines.filter((line): line is DocumentItemLine => line.kind === 'item');

const blank = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** An O line (not subject to VAT) carries no rate (BR-O-05); every other line does. */
const lineRate = (category: string, rate: string): string | undefined =>
  category === 'O' ? undefined : trimDecimal(rate);

/**
 * BT-10: the buyer reference the customer asked for, else a public buyer's Leitweg-ID, else
 * their order number or customer number — XRechnung requires one (BR-DE-15).
 */
export function buyerReferenceOf(doc: RenderableDocument): string | undefined {
  return (
    blank(doc.buyer_reference) ??
    blank(doc.buyer?.leitweg_id) ??
    blank(doc.order_reference) ??
    blank(doc.buyer?.number) ??
    blank(doc.number)
  );
}

/** Register and managing directors are printed in the PDF footer; the library maps no BT-33 to CII. */
function sellerParty(doc: RenderableDocument): Party {
  const seller = doc.seller;
  const vatId = blank(seller.vat_id);
  const registerNumber = blank(seller.register_number);
  // BR-CO-26: the buyer identifies the supplier by VAT id, register number or an identifier; a
  // Kleinunternehmer without either is identified by the Steuernummer.
  const fallbackId = !vatId && !registerNumber ? blank(seller.tax_number) : undefined;
  return {
    name: seller.company_name,
    identifiers: fallbackId ? [{ id: fallbackId }] : [],
    legalRegistrationId: registerNumber ? { id: registerNumber } : undefined,
    vatId,
    taxRegistrationId: blank(seller.tax_number),
    electronicAddress: blank(seller.email) ? { id: seller.email!.trim(), scheme: 'EM' } : undefined,
    address: {
      line1: blank(seller.street),
      city: blank(seller.city),
      postCode: blank(seller.zip),
      countryCode: seller.country,
    },
    // BR-DE-2/5/6/7: XRechnung wants a named contact with phone and e-mail.
    contact: {
      name: blank(seller.contact_name) ?? seller.company_name,
      phone: blank(seller.phone),
      email: blank(seller.email),
    },
  };
}

function buyerParty(doc: RenderableDocument): Party {
  const buyer = doc.buyer;
  if (!buyer) return { identifiers: [] };
  const email = blank(buyer.email);
  const leitwegId = blank(buyer.leitweg_id);
  // BT-49 (required by XRechnung): the buyer's e-mail; a public buyer without one is reached by Leitweg-ID (0204).
  const electronicAddress = email
    ? { id: email, scheme: 'EM' }
    : leitwegId
      ? { id: leitwegId, scheme: '0204' }
      : undefined;
  const contactName = blank(buyer.contact_name);
  return {
    name: buyer.name,
    identifiers: blank(buyer.number) ? [{ id: buyer.number!.trim() }] : [],
    vatId: blank(buyer.vat_id),
    electronicAddress,
    address: {
      line1: blank(buyer.street),
      city: blank(buyer.city),
      postCode: blank(buyer.zip),
      countryCode: buyer.country,
    },
    contact: contactName ? { name: contactName } : undefined,
  };
}

/** BR-O-02/03/04: an invoice outside the scope of VAT names no VAT identifiers (the tax number stays). */
const withoutVatIdIf = (condition: boolean, party: Party): Party =>
  condition ? { ...party, vatId: undefined } : party;

function paymentInstructions(doc: RenderableDocument): PaymentInstructions {
  const iban = blank(doc.seller.iban)?.replace(/\s+/g, '');
  if (!iban) return { meansCode: '1', creditTransfers: [], remittanceInformation: blank(doc.number) };
  return {
    meansCode: '58',
    meansText: 'SEPA-Überweisung',
    remittanceInformation: blank(doc.number),
    creditTransfers: [
      {
        accountId: iban,
        accountName: doc.seller.company_name,
        serviceProviderId: blank(doc.seller.bic)?.replace(/\s+/g, ''),
      },
    ],
  };
}

function invoiceLines(doc: RenderableDocument, totals: DocumentTotals): InvoiceLine[] {
  return itemLinesOf(doc).map((line, index) => {
    const amounts = totals.lines[line.key]!;
    const hasDiscount = Number(amounts.discount) !== 0;
    // BR-27: the item price is never negative; a negative line (e.g. a deduction) turns its quantity instead.
    const negativePrice = toBig(line.unit_price).lt(0);
    return {
      id: String(index + 1),
      quantity: trimDecimal(negativePrice ? toBig(line.quantity).neg().toString() : line.quantity),
      unitCode: line.unit,
      netAmount: amounts.net,
      allowances: hasDiscount
        ? [
            {
              amount: amounts.discount,
              baseAmount: amounts.gross,
              percentage: trimDecimal(line.discount_percent!),
              reason: 'Rabatt',
              reasonCode: DISCOUNT_REASON_CODE,
            },
          ]
        : [],
      charges: [],
      price: { netPrice: trimDecimal(toBig(line.unit_price).abs().toString()) },
      vat: { category: line.vat_category, rate: lineRate(line.vat_category, line.vat_rate) },
      item: {
        name: line.name,
        description: blank(line.description),
        classifications: [],
        attributes: [],
      },
    };
  });
}

function vatBreakdown(doc: RenderableDocument, totals: DocumentTotals): VatBreakdown[] {
  return totals.vatGroups.map((group) => {
    const definition = vatCategoryDefinitions[group.category as VatCategory];
    const reason = group.category === 'E' ? exemptionTextOf(doc) : definition.exemptionReason;
    return {
      taxableAmount: group.taxable,
      taxAmount: group.tax,
      category: group.category,
      // XRechnung wants BT-119 in every breakdown (BR-DE-14), for O as 0 like the KoSIT examples.
      rate: trimDecimal(group.rate),
      exemptionReason: reason ?? undefined,
      exemptionReasonCode: definition.exemptionCode ?? undefined,
    };
  });
}

/** BG-1 as one note: the library writes only the first note to CII. */
function notes(doc: RenderableDocument, options: OutputOptions): En16931Invoice['notes'] {
  const texts = [
    blank(doc.subject),
    ...(options.deductedAdvances ?? []).map(
      (a) =>
        `Abzüglich Abschlagsrechnung ${a.number} vom ${formatIsoDayDe(a.documentDate)}: ` +
        `netto ${a.net} EUR, USt. ${a.vat} EUR, brutto ${a.gross} EUR`,
    ),
  ].filter((t): t is string => t !== undefined);
  return texts.length > 0 ? [{ text: texts.join('\n') }] : [];
}

/**
 * The EN 16931 model of a document (for invoice-like types). `target` picks the specification
 * identifier (BT-24): XRechnung 3.0 or plain EN 16931 (Factur-X / ZUGFeRD EN 16931 profile).
 */
export function toEn16931(
  doc: RenderableDocument,
  options: OutputOptions,
  target: EinvoiceTarget,
  syntax: 'ubl' | 'cii',
): En16931Invoice {
  const totals = outputTotals(doc, options);
  const typeCode = documentTypeDefinitions[doc.type].einvoiceTypeCode ?? '380';
  const isRefund = refundTypes.includes(doc.type);
  const hasPrepaid = Number(totals.prepaid) !== 0;
  const isKIntraEu = totals.vatGroups.some((g) => g.category === 'K');
  const notSubjectToVat = totals.vatGroups.some((g) => g.category === 'O');
  // BG-3: the invoice a Storno or Gutschrift refers to. Deducted advances are named in a note
  // with their amounts instead (Factur-X EN 16931 allows only one referenced invoice).
  const precedingInvoices = options.precedingInvoice
    ? [{ number: options.precedingInvoice.number, issueDate: options.precedingInvoice.documentDate }]
    : [];
  const period =
    doc.service_period_start && doc.service_period_end
      ? { start: doc.service_period_start, end: doc.service_period_end }
      : undefined;

  return {
    syntax,
    // UBL writes credit notes (381) as a CreditNote document; CII has one root for all.
    rootKind: isRefund && syntax === 'ubl' ? 'creditNote' : 'invoice',
    customizationId: target === 'xrechnung' ? XRECHNUNG_CUSTOMIZATION_ID : EN16931_CUSTOMIZATION_ID,
    profileId: BILLING_PROFILE_ID,
    number: doc.number ?? 'ENTWURF',
    issueDate: doc.document_date,
    typeCode,
    currency: 'EUR',
    // A UBL CreditNote has no header due date, and nothing is due from the buyer on a refund.
    dueDate: isRefund ? undefined : (doc.due_date ?? undefined),
    buyerReference: buyerReferenceOf(doc),
    purchaseOrderReference: blank(doc.order_reference),
    paymentTerms: paymentTermsText(doc, totals, { einvoice: true }),
    notes: notes(doc, options),
    precedingInvoices,
    seller: withoutVatIdIf(notSubjectToVat, sellerParty(doc)),
    buyer: withoutVatIdIf(notSubjectToVat, buyerParty(doc)),
    // BR-IC-11/12: intra-EU supplies need the delivery date (or period) and the deliver-to country:
    // the goods go to the buyer's address.
    delivery:
      doc.service_date || isKIntraEu
        ? {
            actualDeliveryDate: doc.service_date ?? undefined,
            // XRechnung wants city and post code with a deliver-to address (BR-DE-10/11).
            address: isKIntraEu ? buyerParty(doc).address : undefined,
          }
        : undefined,
    invoicingPeriod: period,
    paymentInstructions: paymentInstructions(doc),
    allowances: [],
    charges: [],
    totals: {
      lineNetTotal: totals.net,
      taxExclusive: totals.net,
      vatTotal: totals.vat,
      taxInclusive: totals.gross,
      prepaid: hasPrepaid ? totals.prepaid : undefined,
      payable: totals.payable,
    },
    vatBreakdown: vatBreakdown(doc, totals),
    attachments: [],
    lines: invoiceLines(doc, totals),
  };
}
