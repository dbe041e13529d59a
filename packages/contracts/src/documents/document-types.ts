import type { NumberRangeKey } from '../number-ranges/number-range-keys.ts';

/**
 * The outgoing document types (DOMAIN.md "Outgoing documents"). `numberRange` says which
 * gap-free counter a type draws from at finalizing; `einvoiceTypeCode` is BT-3 (UNTDID 1001)
 * for the types that are invoices in the sense of §14 UStG and go out as e-invoices.
 */
export const documentTypeDefinitions = {
  quote: { label: 'Angebot', plural: 'Angebote', numberRange: 'quotes', einvoiceTypeCode: null },
  orderConfirmation: {
    label: 'Auftragsbestätigung',
    plural: 'Auftragsbestätigungen',
    numberRange: 'orders',
    einvoiceTypeCode: null,
  },
  deliveryNote: {
    label: 'Lieferschein',
    plural: 'Lieferscheine',
    numberRange: 'deliveryNotes',
    einvoiceTypeCode: null,
  },
  invoice: { label: 'Rechnung', plural: 'Rechnungen', numberRange: 'invoices', einvoiceTypeCode: '380' },
  advanceInvoice: {
    label: 'Abschlagsrechnung',
    plural: 'Abschlagsrechnungen',
    numberRange: 'invoices',
    einvoiceTypeCode: '386',
  },
  finalInvoice: {
    label: 'Schlussrechnung',
    plural: 'Schlussrechnungen',
    numberRange: 'invoices',
    einvoiceTypeCode: '380',
  },
  creditNote: {
    label: 'Gutschrift',
    plural: 'Gutschriften',
    numberRange: 'creditNotes',
    einvoiceTypeCode: '381',
  },
  cancellation: {
    label: 'Stornorechnung',
    plural: 'Stornorechnungen',
    numberRange: 'cancellations',
    einvoiceTypeCode: '381',
  },
} as const satisfies Record<
  string,
  { label: string; plural: string; numberRange: NumberRangeKey; einvoiceTypeCode: string | null }
>;

export type DocumentType = keyof typeof documentTypeDefinitions;
export const documentTypes = Object.keys(documentTypeDefinitions) as DocumentType[];

/** Types that claim money from the customer (positive receivable). */
export const receivableTypes: readonly DocumentType[] = ['invoice', 'advanceInvoice', 'finalInvoice'];
/** Types that reduce a receivable (their amounts count negative in sums). */
export const refundTypes: readonly DocumentType[] = ['creditNote', 'cancellation'];
/** Types that are invoices under §14 UStG: need Leistungsdatum, go out as e-invoice, can be paid. */
export const isInvoiceLike = (type: DocumentType) => documentTypeDefinitions[type].einvoiceTypeCode !== null;

/** Documents that state when the goods or services were delivered (§ 14 Abs. 4 Nr. 6 UStG). */
export const statesServiceDate = (type: DocumentType) => isInvoiceLike(type) || type === 'deliveryNote';

/**
 * Stored status. `overdue` is never stored: it is derived from the due date and the open amount.
 * Quotes use accepted / rejected / expired; invoices run finalized → sent → partiallyPaid → paid;
 * an invoice answered by a Stornorechnung becomes `cancelled`.
 */
export const documentStatuses = [
  'draft',
  'finalized',
  'sent',
  'partiallyPaid',
  'paid',
  'cancelled',
  'accepted',
  'rejected',
  'expired',
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentStatusLabels: Record<DocumentStatus | 'overdue', string> = {
  draft: 'Entwurf',
  finalized: 'Festgeschrieben',
  sent: 'Versendet',
  partiallyPaid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  cancelled: 'Storniert',
  accepted: 'Angenommen',
  rejected: 'Abgelehnt',
  expired: 'Abgelaufen',
  overdue: 'Überfällig',
};

/** Conversions along the chain quote → order → delivery note → invoice (DOMAIN.md). */
export const documentConversions: Partial<Record<DocumentType, readonly DocumentType[]>> = {
  quote: ['orderConfirmation', 'deliveryNote', 'invoice', 'advanceInvoice'],
  orderConfirmation: ['deliveryNote', 'invoice', 'advanceInvoice', 'finalInvoice'],
  deliveryNote: ['invoice'],
};

/** How two documents are related; every link is stored once and shown on both documents. */
export const documentLinkKinds = {
  convertedFrom: { forward: 'Erstellt aus', backward: 'Weiterverarbeitet zu' },
  cancels: { forward: 'Storniert', backward: 'Storniert durch' },
  creditFor: { forward: 'Gutschrift zu', backward: 'Gutschrift' },
  deducts: { forward: 'Verrechnet Abschlag', backward: 'Verrechnet in' },
} as const;
export type DocumentLinkKind = keyof typeof documentLinkKinds;

/** E-invoice output chosen per customer (`einvoice_format` master-data field) or tenant default. */
export const einvoiceFormats = ['zugferd', 'xrechnungUbl', 'xrechnungCii', 'pdf'] as const;
export type EinvoiceFormat = (typeof einvoiceFormats)[number];
export const einvoiceFormatLabels: Record<EinvoiceFormat, string> = {
  zugferd: 'ZUGFeRD (PDF mit eingebettetem XML)',
  xrechnungUbl: 'XRechnung (UBL)',
  xrechnungCii: 'XRechnung (CII)',
  pdf: 'Nur PDF',
};
