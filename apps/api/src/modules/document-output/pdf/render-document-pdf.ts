import type { DocumentPdfView } from './document-pdf-view.ts';
import type { PdfAssets } from './fonts.ts';
import type { LetterBlock, LetterPdfView } from './letter-pdf-view.ts';
import type { RenderTrace } from './pdf-canvas.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';

/** Heading, positions, totals with VAT notes, payment terms with GiroCode, closing — in that order. */
export function documentLetter(view: DocumentPdfView): LetterPdfView {
  const {
    title,
    titleSuffix,
    subject,
    intro,
    showPrices,
    rows,
    totals,
    vatNotes,
    paymentTerms,
    girocode,
    outro,
    ...frame
  } = view;
  const runningTitle = [title, titleSuffix].filter(Boolean).join(' ');
  const body: LetterBlock[] = [
    { kind: 'heading', title: runningTitle, subject, intro },
    { kind: 'lineTable', showPrices, rows },
    // The GiroCode beside the sums, not below them: a short invoice keeps its closing on page 1.
    { kind: 'totals', rows: totals, notes: vatNotes, girocode: totals.length > 0 ? girocode : null },
    { kind: 'payment', terms: paymentTerms, girocode: totals.length > 0 ? null : girocode },
  ];
  if (outro) body.push({ kind: 'paragraph', text: outro, spaceBefore: 5 });
  return { ...frame, runningTitle, body };
}

/** A business document (invoice, quote, delivery note, dunning notice) as a DIN 5008 letter. */
export const renderDocumentPdf = (
  view: DocumentPdfView,
  assets?: PdfAssets,
  trace?: RenderTrace,
): Promise<Uint8Array> => renderLetterPdf(documentLetter(view), assets, trace);
