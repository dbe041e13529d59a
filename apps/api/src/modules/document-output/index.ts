// Document output: what Kontor prints, writes as e-invoice and archives — for documents, dunning,
// sending and letters. No routes, no tables: callers own their rows.

import type { validateArchivedEinvoice as LazyValidateArchivedEinvoice } from './einvoice/validate-archived-einvoice.ts';
import type { writeEinvoice as LazyWriteEinvoice } from './einvoice/write-einvoice.ts';
import type { embedFonts as LazyEmbedFonts, loadPdfAssets as LazyLoadPdfAssets } from './pdf/fonts.ts';
import type { findUnprintableTexts as LazyFindUnprintableTexts } from './pdf/missing-glyphs.ts';
import type { renderDocumentPdf as LazyRenderDocumentPdf } from './pdf/render-document-pdf.ts';
import type { renderLetterPdf as LazyRenderLetterPdf } from './pdf/render-letter-pdf.ts';
import type { mergePdfs as LazyMergePdfs } from './pdf/merge-pdfs.ts';

// DIN 5008 Form B pages. A letter is the tenant's frame (letterhead, address window, information
// block, footer) around body blocks; a business document is the fixed sequence of heading,
// positions, totals, payment terms and closing.
export type { LetterBlock, LetterFrame, LetterPdfView } from './pdf/letter-pdf-view.ts';
export type { DocumentPdfRow, DocumentPdfView } from './pdf/document-pdf-view.ts';
export { recipientLinesOf, sellerFrame } from './pdf/seller-frame.ts';
export { girocodePayload, type GirocodeInput } from './pdf/girocode-payload.ts';
export type { PdfAssets } from './pdf/fonts.ts';
export type { RenderTrace } from './pdf/pdf-canvas.ts';

// pdf-lib, fontkit and the e-invoice writers are ~700 modules: they load with the first document
// written, not at start-up (issue #11: `npm start` answers within 2 s).
export const renderLetterPdf: typeof LazyRenderLetterPdf = async (...args) =>
  (await import('./pdf/render-letter-pdf.ts')).renderLetterPdf(...args);
export const renderDocumentPdf: typeof LazyRenderDocumentPdf = async (...args) =>
  (await import('./pdf/render-document-pdf.ts')).renderDocumentPdf(...args);
// A serial letter's print run: the letters' PDFs as one file.
export const mergePdfs: typeof LazyMergePdfs = async (...args) =>
  (await import('./pdf/merge-pdfs.ts')).mergePdfs(...args);
export const loadPdfAssets: typeof LazyLoadPdfAssets = async () =>
  (await import('./pdf/fonts.ts')).loadPdfAssets();
// Forms draw their own pages (fields, photos, signatures) with the same embedded fonts.
export const embedPdfFonts: typeof LazyEmbedFonts = async (...args) =>
  (await import('./pdf/fonts.ts')).embedFonts(...args);
export type { UnprintableText } from './pdf/missing-glyphs.ts';
export const findUnprintableTexts: typeof LazyFindUnprintableTexts = async (...args) =>
  (await import('./pdf/missing-glyphs.ts')).findUnprintableTexts(...args);

// E-invoices from the EN 16931 model (@kontor/einvoice): XRechnung UBL and CII, ZUGFeRD
// (Factur-X EN 16931), each validated as written and again before it leaves.
export type { FacturXBase, WrittenEinvoice } from './einvoice/write-einvoice.ts';
export const writeEinvoice: typeof LazyWriteEinvoice = async (...args) =>
  (await import('./einvoice/write-einvoice.ts')).writeEinvoice(...args);
export { validateXml as validateEinvoiceXml } from './einvoice/einvoice-validation.ts';
export const validateArchivedEinvoice: typeof LazyValidateArchivedEinvoice = async (...args) =>
  (await import('./einvoice/validate-archived-einvoice.ts')).validateArchivedEinvoice(...args);
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
