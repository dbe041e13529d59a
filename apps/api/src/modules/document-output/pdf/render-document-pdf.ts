import { PDFDocument } from '@cantoo/pdf-lib';
import { drawAddressWindow } from './address-window.ts';
import type { DocumentPdfView } from './document-pdf-view.ts';
import { embedFonts, loadPdfAssets, type PdfAssets } from './fonts.ts';
import { drawInfoBlock } from './info-block.ts';
import { bodyTop } from './layout.ts';
import { drawLetterhead } from './letterhead.ts';
import { drawLineTable } from './line-table.ts';
import { drawFooters } from './page-frame.ts';
import { PageFlow } from './page-flow.ts';
import { drawPaymentBlock } from './payment-block.ts';
import { PdfCanvas, type RenderTrace } from './pdf-canvas.ts';
import { drawTotals } from './totals-block.ts';
import { drawHeading, drawParagraph } from './text-blocks.ts';

/**
 * The document as a DIN 5008 Form B letter (A4). Pure: the same view gives the same pages.
 * Fonts are embedded (subsets), so the result can be turned into PDF/A-3 for ZUGFeRD.
 */
export async function renderDocumentPdf(
  view: DocumentPdfView,
  assets?: PdfAssets,
  trace?: RenderTrace,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setMetadata(doc, view);
  const fontAssets = assets ?? (await loadPdfAssets());
  const fonts = await embedFonts(doc, fontAssets);
  const canvas = new PdfCanvas(doc, fonts, trace);
  const flow = new PageFlow(canvas, view);

  flow.firstPage();
  await drawLetterhead(canvas, view);
  drawAddressWindow(canvas, view);
  const infoBottom = drawInfoBlock(canvas, view);
  flow.y = Math.max(bodyTop, infoBottom + 6);

  drawHeading(flow, view);
  drawLineTable(flow, view);
  drawTotals(flow, view);
  drawPaymentBlock(flow, view);
  if (view.outro) {
    flow.y += 5;
    drawParagraph(flow, view.outro);
  }
  drawFooters(canvas, view);
  return doc.save();
}

function setMetadata(doc: PDFDocument, view: DocumentPdfView): void {
  doc.setTitle(view.meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(view.meta.author);
  if (view.meta.subject) doc.setSubject(view.meta.subject);
  doc.setLanguage('de-DE');
  doc.setCreator('Kontor');
  doc.setProducer('Kontor');
  if (view.meta.createdAt) {
    doc.setCreationDate(view.meta.createdAt);
    doc.setModificationDate(view.meta.createdAt);
  }
}
