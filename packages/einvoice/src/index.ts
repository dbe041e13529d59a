export type * from './model.ts';
export { extractInvoiceFromPdf, type PdfExtractResult } from './pdf/extract-from-pdf.ts';
export { readInvoiceXml, type ReadResult } from './read/read-invoice.ts';
export type { Finding, FindingLevel } from './rules/rule.ts';
export { XRECHNUNG_CIUS_ID, XRECHNUNG_CVD_ID, XRECHNUNG_EXTENSION_ID } from './rules/xrechnung.ts';
export { validateInvoice, type ValidationOptions, type ValidationResult } from './validate.ts';
