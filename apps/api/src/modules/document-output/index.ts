export type { DocumentPdfRow, DocumentPdfView } from './document-pdf-view.ts';
export { loadPdfAssets, type PdfAssets } from './fonts.ts';
export { girocodePayload, type GirocodeInput } from './girocode.ts';
export type { RenderTrace } from './pdf-canvas.ts';
export { renderDocumentPdf } from './render-document-pdf.ts';
