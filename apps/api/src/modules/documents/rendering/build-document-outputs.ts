import { documentTypeDefinitions, formatIsoDayDe, isInvoiceLike } from '@kontor/contracts';
import type { En16931Invoice } from '@kontor/einvoice';
import { type EinvoiceXmlKind, validateXml, writerFailure } from './einvoice-validation.ts';
import { writeCii, writeFacturX, writeUbl } from './einvoice-writers.ts';
import type { PdfMeta } from './facturx-metadata.ts';
import { outputFile } from './output-files.ts';
import type {
  DocumentOutputs,
  FormatValidation,
  OutputFile,
  OutputOptions,
  RenderableDocument,
} from './output-types.ts';
import { girocodeFor, renderViewPdf } from './render-pdf.ts';
import { toEn16931 } from './to-en16931.ts';
import { toPdfView } from './to-pdf-view.ts';

export type { DocumentOutputs, OutputOptions, RenderableDocument } from './output-types.ts';
export { fileBaseName } from './output-files.ts';

export type { EinvoiceXmlKind } from './einvoice-validation.ts';

const labels: Record<EinvoiceXmlKind, string> = {
  zugferd: 'Die ZUGFeRD-Rechnung',
  xrechnungUbl: 'Die XRechnung (UBL)',
  xrechnungCii: 'Die XRechnung (CII)',
};

function renderPdf(doc: RenderableDocument, options: OutputOptions): Promise<Uint8Array> {
  const seller = doc.seller;
  const girocode = seller.iban
    ? girocodeFor({ name: seller.company_name, iban: seller.iban, bic: seller.bic })
    : undefined;
  return renderViewPdf(toPdfView(doc, options, girocode));
}

/** Write one e-invoice and validate what was written; a writer error becomes a fatal finding. */
async function einvoice(
  doc: RenderableDocument,
  kind: EinvoiceXmlKind,
  write: () => Promise<{ bytes: Uint8Array; xml: string }>,
): Promise<{ file: OutputFile | null; report: FormatValidation }> {
  try {
    const { bytes, xml } = await write();
    const report = validateXml(xml, kind);
    return { file: report.valid ? outputFile(doc, kind, bytes) : null, report };
  } catch (error) {
    return { file: null, report: writerFailure(labels[kind], error) };
  }
}

const encode = (xml: string) => new TextEncoder().encode(xml);

/** Title, author and subject of the ZUGFeRD PDF, in German like the document. */
function facturXMeta(doc: RenderableDocument): PdfMeta {
  const title = `${documentTypeDefinitions[doc.type].label} ${doc.number ?? ''}`.trim();
  const author = doc.seller.company_name;
  return { title, author, subject: `${title} vom ${formatIsoDayDe(doc.document_date)} von ${author}` };
}

/**
 * All files of a document: the PDF always; for invoices (§14 UStG) also ZUGFeRD (Factur-X EN 16931,
 * PDF/A-3) and XRechnung 3.0 in UBL and CII. Every e-invoice is validated; a format with a fatal
 * finding is left out of `files` but keeps its report, so the caller can say what is wrong.
 */
export async function buildDocumentOutputs(
  doc: RenderableDocument,
  options: OutputOptions,
): Promise<DocumentOutputs> {
  const pdf = await renderPdf(doc, options);
  const files: OutputFile[] = [outputFile(doc, 'pdf', pdf)];
  if (!isInvoiceLike(doc.type) || options.draft) return { files, validation: {} };

  const model = (target: 'xrechnung' | 'en16931', syntax: 'ubl' | 'cii'): En16931Invoice =>
    toEn16931(doc, options, target, syntax);
  const pdfName = files[0]!.filename;
  const results = await Promise.all([
    einvoice(doc, 'zugferd', async () => {
      const written = await writeFacturX(model('en16931', 'cii'), {
        bytes: pdf,
        filename: pdfName,
        meta: facturXMeta(doc),
      });
      return { bytes: written.pdf, xml: written.xml };
    }),
    einvoice(doc, 'xrechnungUbl', async () => {
      const xml = await writeUbl(model('xrechnung', 'ubl'));
      return { bytes: encode(xml), xml };
    }),
    einvoice(doc, 'xrechnungCii', async () => {
      const xml = await writeCii(model('xrechnung', 'cii'));
      return { bytes: encode(xml), xml };
    }),
  ]);
  const kinds: EinvoiceXmlKind[] = ['zugferd', 'xrechnungUbl', 'xrechnungCii'];
  const validation: DocumentOutputs['validation'] = {};
  results.forEach((result, i) => {
    validation[kinds[i]!] = result.report;
    if (result.file) files.push(result.file);
  });
  return { files, validation };
}

/** The PDF of a draft or finalized document, for the preview (no e-invoice). */
export function renderDocumentPreviewPdf(
  doc: RenderableDocument,
  options: OutputOptions,
): Promise<Uint8Array> {
  return renderPdf(doc, { ...options, draft: options.draft ?? doc.status === 'draft' });
}

/**
 * Validate an e-invoice XML (UBL or CII) against EN 16931; `format` is the archive kind it was
 * stored as: the XRechnung kinds are also checked against XRechnung 3.0.
 */
export async function validateEinvoiceXml(xml: string, format: EinvoiceXmlKind): Promise<FormatValidation> {
  return validateXml(xml, format);
}
