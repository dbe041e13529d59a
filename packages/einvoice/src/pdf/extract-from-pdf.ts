import type { PDFDocument } from '@cantoo/pdf-lib';

export type PdfExtractResult = { ok: true; fileName: string; xml: string } | { ok: false; error: string };

/** Names ZUGFeRD 1/2, Factur-X and XRechnung use for the embedded invoice, in order of preference. */
const INVOICE_FILE_NAMES = [
  'factur-x.xml',
  'zugferd-invoice.xml',
  'xrechnung.xml',
  'zugferd-invoice.xml'.toUpperCase(),
];
const preferred = (name: string) => {
  const lower = name.toLowerCase();
  const i = INVOICE_FILE_NAMES.findIndex((n) => n.toLowerCase() === lower);
  return i < 0 ? INVOICE_FILE_NAMES.length : i;
};

const looksLikeInvoice = (xml: string) =>
  /<([\w-]+:)?(CrossIndustryInvoice|CrossIndustryDocument|Invoice|CreditNote)[\s>]/.test(xml);

/**
 * Finds the invoice XML embedded in a ZUGFeRD / Factur-X / XRechnung PDF (PDF/A-3 attachment).
 * Known file names win; otherwise the first XML attachment that looks like an invoice.
 */
export const extractInvoiceFromPdf = async (bytes: Uint8Array): Promise<PdfExtractResult> => {
  // pdf-lib is ~350 modules: loaded with the first PDF read, not by everyone importing the package.
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return { ok: false, error: 'Die Datei ist keine lesbare PDF-Datei.' };
  }
  let attachments;
  try {
    attachments = doc.getAttachments();
  } catch {
    return { ok: false, error: 'Die Anhänge der PDF-Datei konnten nicht gelesen werden.' };
  }
  const candidates = attachments
    .filter((a) => a.name.toLowerCase().endsWith('.xml'))
    .map((a) => ({ name: a.name, xml: new TextDecoder('utf-8').decode(a.data).replace(/^\uFEFF/, '') }))
    .filter((a) => preferred(a.name) < INVOICE_FILE_NAMES.length || looksLikeInvoice(a.xml))
    .sort((a, b) => preferred(a.name) - preferred(b.name));
  const best = candidates[0];
  if (!best) {
    return {
      ok: false,
      error:
        'Die PDF-Datei enthält keine eingebettete E-Rechnung (factur-x.xml, zugferd-invoice.xml oder xrechnung.xml).',
    };
  }
  return { ok: true, fileName: best.name, xml: best.xml };
};
