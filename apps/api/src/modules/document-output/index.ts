// Document output: what Kontor prints, writes as e-invoice and archives — for documents, dunning,
// sending, and next letters and reminders. No routes, no tables: callers own their rows.

// DIN 5008 Form B pages. A letter is the tenant's frame (letterhead, address window, information
// block, footer) around body blocks; a business document is the fixed sequence of heading,
// positions, totals, payment terms and closing.
export type { LetterBlock, LetterFrame, LetterPdfView } from './pdf/letter-pdf-view.ts';
export { renderLetterPdf } from './pdf/render-letter-pdf.ts';
export type { DocumentPdfRow, DocumentPdfView } from './pdf/document-pdf-view.ts';
export { renderDocumentPdf } from './pdf/render-document-pdf.ts';
export { recipientLinesOf, sellerFrame } from './pdf/seller-frame.ts';
export { girocodePayload, type GirocodeInput } from './pdf/girocode.ts';
export { loadPdfAssets, type PdfAssets } from './pdf/fonts.ts';
export type { RenderTrace } from './pdf/pdf-canvas.ts';

// E-invoices from the EN 16931 model (@kontor/einvoice): XRechnung UBL and CII, ZUGFeRD
// (Factur-X EN 16931), each validated as written and again before it leaves.
export { writeEinvoice, type FacturXBase, type WrittenEinvoice } from './einvoice/write-einvoice.ts';
export { validateXml as validateEinvoiceXml } from './einvoice/einvoice-validation.ts';
export { validateArchivedEinvoice } from './einvoice/validate-archived-einvoice.ts';
export type { PdfMeta } from './einvoice/facturx-metadata.ts';
export type {
  EinvoiceKind,
  FormatValidation,
  OutputFile,
  OutputKind,
  ValidationFindingView,
} from './output-types.ts';

// Archive: bytes that never change again (GoBD), read back and sent as downloads.
export { sha256Hex, storeImmutable, type ImmutableBlob } from './archive/store-immutable.ts';
export { readStoredFile, sendStoredFile, type StoredFile } from './archive/stored-file.ts';
