import type { En16931Invoice, Party, PostalAddress } from '@kontor/einvoice';
import { parsePaymentTerms, type PaymentTerms } from './payment-terms.ts';

/** Amounts are decimal text as the sender wrote them ("473.00"); dates are ISO "YYYY-MM-DD". */
export interface IncomingInvoiceDraft {
  format: {
    syntax: 'ubl' | 'cii';
    /** BT-24 as written (XRechnung, Factur-X profile …). */
    customizationId?: string;
  };
  /** BT-3 381 and UBL CreditNote are credit notes; everything else is booked as an invoice. */
  documentType: 'invoice' | 'credit-note';
  typeCode?: string;
  number?: string;
  issueDate?: string;
  dueDate?: string;
  /** BT-72 actual delivery date, else BT-7 tax point date. */
  serviceDate?: string;
  servicePeriod?: { start?: string; end?: string };
  currency?: string;
  vendor: IncomingInvoiceVendor;
  /** BT-10; for German public buyers the Leitweg-ID. */
  buyerReference?: string;
  isLeitwegId: boolean;
  purchaseOrderReference?: string;
  lines: IncomingInvoiceLine[];
  vatBreakdown: { category?: string; rate?: string; net?: string; tax?: string; exemptionReason?: string }[];
  totals: {
    lineNet?: string;
    allowances?: string;
    charges?: string;
    net?: string;
    tax?: string;
    gross?: string;
    prepaid?: string;
    rounding?: string;
    due?: string;
  };
  paymentTerms: PaymentTerms;
  notes: string[];
}

export interface IncomingInvoiceVendor {
  name?: string;
  tradingName?: string;
  address?: { street?: string; additional?: string; postCode?: string; city?: string; countryCode?: string };
  vatId?: string;
  /** BT-32, the German Steuernummer when no VAT ID is given. */
  taxNumber?: string;
  /** Credit-transfer accounts (BG-17); the first is the one to pay to. */
  bankAccounts: { iban?: string; bic?: string; accountName?: string }[];
  email?: string;
  phone?: string;
}

export interface IncomingInvoiceLine {
  id?: string;
  name?: string;
  description?: string;
  quantity?: string;
  unitCode?: string;
  unitPrice?: string;
  net?: string;
  vatCategory?: string;
  vatRate?: string;
  period?: { start?: string; end?: string };
}

/** Leitweg-ID: coarse address (2–12 digits), optional fine address, two check digits. */
const LEITWEG_ID = /^\d{2,12}(-[0-9A-Z]{1,30})?-\d{2}$/i;

const addressOf = (a: PostalAddress | undefined): IncomingInvoiceVendor['address'] =>
  a && {
    street: a.line1,
    additional: [a.line2, a.line3].filter(Boolean).join(', ') || undefined,
    postCode: a.postCode,
    city: a.city,
    countryCode: a.countryCode,
  };

const vendorOf = (inv: En16931Invoice, seller: Party): IncomingInvoiceVendor => ({
  name: seller.name,
  tradingName: seller.tradingName,
  address: addressOf(seller.address),
  // A tax representative's VAT ID (BT-63) stands in for the seller's when the seller has none.
  vatId: seller.vatId ?? inv.sellerTaxRepresentative?.vatId,
  taxNumber: seller.taxRegistrationId,
  bankAccounts: (inv.paymentInstructions?.creditTransfers ?? []).map((t) => ({
    iban: t.accountId?.replace(/\s+/g, ''),
    bic: t.serviceProviderId,
    accountName: t.accountName,
  })),
  email: seller.contact?.email,
  phone: seller.contact?.phone,
});

/** The EN 16931 model as the incoming-invoice screens and bookings need it. */
export const toIncomingInvoiceDraft = (inv: En16931Invoice): IncomingInvoiceDraft => ({
  format: { syntax: inv.syntax, customizationId: inv.customizationId },
  documentType: inv.rootKind === 'creditNote' || inv.typeCode === '381' ? 'credit-note' : 'invoice',
  typeCode: inv.typeCode,
  number: inv.number,
  issueDate: inv.issueDate,
  dueDate: inv.dueDate,
  serviceDate: inv.delivery?.actualDeliveryDate ?? inv.taxPointDate,
  servicePeriod: inv.invoicingPeriod && { start: inv.invoicingPeriod.start, end: inv.invoicingPeriod.end },
  currency: inv.currency,
  vendor: vendorOf(inv, inv.seller),
  buyerReference: inv.buyerReference,
  isLeitwegId: LEITWEG_ID.test(inv.buyerReference?.trim() ?? ''),
  purchaseOrderReference: inv.purchaseOrderReference,
  lines: inv.lines.map((l) => ({
    id: l.id,
    name: l.item.name,
    description: l.item.description,
    quantity: l.quantity,
    unitCode: l.unitCode,
    unitPrice: l.price.netPrice,
    net: l.netAmount,
    vatCategory: l.vat.category,
    vatRate: l.vat.rate,
    period: l.period && { start: l.period.start, end: l.period.end },
  })),
  vatBreakdown: inv.vatBreakdown.map((v) => ({
    category: v.category,
    rate: v.rate,
    net: v.taxableAmount,
    tax: v.taxAmount,
    exemptionReason: v.exemptionReason,
  })),
  totals: {
    lineNet: inv.totals.lineNetTotal,
    allowances: inv.totals.allowanceTotal,
    charges: inv.totals.chargeTotal,
    net: inv.totals.taxExclusive,
    tax: inv.totals.vatTotal,
    gross: inv.totals.taxInclusive,
    prepaid: inv.totals.prepaid,
    rounding: inv.totals.rounding,
    due: inv.totals.payable,
  },
  paymentTerms: parsePaymentTerms(inv.paymentTerms, {
    issueDate: inv.issueDate,
    amountDue: inv.totals.payable,
  }),
  notes: inv.notes.map((n) => n.text),
});
