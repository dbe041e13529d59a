import { documentTypeDefinitions, formatIsoDayDe, isInvoiceLike } from '@kontor/contracts';
import {
  findUnprintableTexts,
  girocodePayload,
  renderDocumentPdf,
  writeEinvoice,
  type DocumentPdfView,
  type EinvoiceKind,
  type OutputFile,
  type PdfMeta,
} from '../../document-output/index.ts';
import { unprintableText } from '../document-errors.ts';
import { outputFile } from './output-files.ts';
import type { DocumentOutputs, OutputOptions, RenderableDocument } from './output-types.ts';
import { toEn16931 } from './to-en16931.ts';
import { toPdfView } from './to-pdf-view.ts';

function pdfViewOf(doc: RenderableDocument, options: OutputOptions): DocumentPdfView {
  const seller = doc.seller;
  const iban = seller.iban;
  const girocode = iban
    ? (payment: { amount: string; reference: string }) =>
        girocodePayload({ name: seller.company_name, iban, bic: seller.bic, ...payment })
    : undefined;
  return toPdfView(doc, options, girocode);
}

/** Every text of the page view, i.e. what gets printed. */
function* printedTexts(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* printedTexts(item);
  else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value))
    for (const item of Object.values(value)) yield* printedTexts(item);
}

/** A finalized document is archived as it prints: a character the font lacks would be a box. */
async function refuseUnprintable(view: DocumentPdfView) {
  const unprintable = await findUnprintableTexts(printedTexts(view));
  if (unprintable.length > 0) throw unprintableText(unprintable);
}

/** Title, author and subject of the ZUGFeRD PDF, in German like the document. */
function facturXMeta(doc: RenderableDocument): PdfMeta {
  const title = `${documentTypeDefinitions[doc.type].label} ${doc.number ?? ''}`.trim();
  const author = doc.seller.company_name;
  return { title, author, subject: `${title} vom ${formatIsoDayDe(doc.document_date)} von ${author}` };
}

/** ZUGFeRD is EN 16931 in CII; the XRechnung kinds carry the XRechnung 3.0 specification id. */
const modelTargets = {
  zugferd: ['en16931', 'cii'],
  xrechnungUbl: ['xrechnung', 'ubl'],
  xrechnungCii: ['xrechnung', 'cii'],
} as const;
const einvoiceKinds = Object.keys(modelTargets) as EinvoiceKind[];

/**
 * All files of a document: the PDF always; for invoices (§14 UStG) also ZUGFeRD (Factur-X EN 16931,
 * PDF/A-3) and XRechnung 3.0 in UBL and CII. Every e-invoice is validated; a format with a fatal
 * finding is left out of `files` but keeps its report, so the caller can say what is wrong.
 */
export async function buildDocumentOutputs(
  doc: RenderableDocument,
  options: OutputOptions,
): Promise<DocumentOutputs> {
  const view = pdfViewOf(doc, options);
  if (!options.draft) await refuseUnprintable(view);
  const pdf = await renderDocumentPdf(view);
  const files: OutputFile[] = [outputFile(doc, 'pdf', pdf)];
  if (!isInvoiceLike(doc.type) || options.draft) return { files, validation: {} };

  const facturXBase = { bytes: pdf, filename: files[0]!.filename, meta: facturXMeta(doc) };
  const written = await Promise.all(
    einvoiceKinds.map((kind) => {
      const [target, syntax] = modelTargets[kind];
      return writeEinvoice(kind, toEn16931(doc, options, target, syntax), facturXBase);
    }),
  );
  const validation: DocumentOutputs['validation'] = {};
  written.forEach((result, i) => {
    const kind = einvoiceKinds[i]!;
    validation[kind] = result.validation;
    if (result.bytes) files.push(outputFile(doc, kind, result.bytes));
  });
  return { files, validation };
}

/** The PDF of a draft or finalized document, for the preview (no e-invoice). */
export function renderDocumentPreviewPdf(
  doc: RenderableDocument,
  options: OutputOptions,
): Promise<Uint8Array> {
  return renderDocumentPdf(pdfViewOf(doc, { ...options, draft: options.draft ?? doc.status === 'draft' }));
}
