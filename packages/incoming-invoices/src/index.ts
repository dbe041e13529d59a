export {
  toIncomingInvoiceDraft,
  type IncomingInvoiceDraft,
  type IncomingInvoiceLine,
  type IncomingInvoiceVendor,
} from './einvoice/incoming-invoice-draft.ts';
export {
  parsePaymentTerms,
  type LatePaymentTerm,
  type PaymentTerms,
  type SkontoTerm,
} from './einvoice/payment-terms.ts';
export { detectFileKind, type FileKind } from './intake/detect-file-kind.ts';
export {
  readIncomingFile,
  type EInvoiceIntake,
  type EInvoiceKind,
  type ImageIntake,
  type IntakeResult,
  type PlainPdfIntake,
} from './intake/read-incoming-file.ts';
export { checkXmlSafety, XML_MAX_BYTES, XML_MAX_DEPTH } from './intake/xml-guard.ts';
export { createOcrEngine, type OcrEngine, type OcrEngineOptions } from './ocr/ocr-engine.ts';
export { scannedPageImages } from './ocr/pdf-page-images.ts';
export {
  hasUsableTextLayer,
  readImageReceipt,
  readPdfReceipt,
  type ReceiptReading,
} from './receipts/read-receipt.ts';
export { extractReceiptFields, type ReceiptFields } from './text/extract-fields.ts';
export type { ExtractedField, TextSpan } from './text/fields/field.ts';
export type { VatRateAmounts } from './text/fields/amounts.ts';
export type { SkontoText } from './text/fields/payment-terms.ts';
export { isValidGermanVatId } from './text/fields/identifiers.ts';
export { readPdfTextLayer } from './text/pdf-text-layer.ts';
export { linesOfSpan, type Box, type TextDocument, type TextLine } from './text/text-document.ts';
export { normalizeVendorName } from './vendors/normalize-name.ts';
export {
  findDuplicateInvoices,
  matchVendors,
  nameSimilarity,
  normalizeInvoiceNumber,
  NAME_MATCH_THRESHOLD,
  type KnownInvoice,
  type VendorCandidate,
  type VendorClues,
  type VendorMatch,
} from './vendors/match-vendor.ts';
export { buildInvoiceView, type InvoiceView, type ViewFact, type ViewLine } from './view/invoice-view.ts';
export { escapeHtml, renderInvoiceHtml } from './view/render-invoice-html.ts';
