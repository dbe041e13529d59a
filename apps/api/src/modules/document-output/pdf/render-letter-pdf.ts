import { PDFDocument } from '@cantoo/pdf-lib';
import { drawAddressWindow } from './address-window.ts';
import { embedFonts, loadPdfAssets, type PdfAssets } from './fonts.ts';
import { drawInfoBlock } from './info-block.ts';
import { bodyTop } from './layout.ts';
import type { LetterBlock, LetterFrame, LetterPdfView } from './letter-pdf-view.ts';
import { drawLetterhead } from './letterhead.ts';
import { drawLineTable } from './line-table.ts';
import { drawFooters } from './page-frame.ts';
import { PageFlow } from './page-flow.ts';
import { drawPaymentBlock } from './payment-block.ts';
import { PdfCanvas, type RenderTrace } from './pdf-canvas.ts';
import { drawTotals } from './totals-block.ts';
import { drawHeading, drawParagraph, drawSubjectLine } from './text-blocks.ts';

function drawBlock(flow: PageFlow, block: LetterBlock): void {
  switch (block.kind) {
    case 'heading':
      return drawHeading(flow, block);
    case 'subjectLine':
      return drawSubjectLine(flow, block.text);
    case 'lineTable':
      return drawLineTable(flow, block);
    case 'totals':
      return drawTotals(flow, block);
    case 'payment':
      return drawPaymentBlock(flow, block);
    case 'paragraph':
      flow.y += block.spaceBefore ?? 0;
      return drawParagraph(flow, block.text);
  }
}

/**
 * A DIN 5008 Form B letter on A4: letterhead, address window and information block on page 1,
 * the body blocks below (follow pages with a running header), footer and "Seite x von y" on
 * every page. Pure: the same view gives the same bytes. Fonts are embedded (subsets), so the
 * result can be turned into PDF/A-3 for ZUGFeRD.
 */
export async function renderLetterPdf(
  view: LetterPdfView,
  assets?: PdfAssets,
  trace?: RenderTrace,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setMetadata(doc, view.meta);
  const fonts = await embedFonts(doc, assets ?? (await loadPdfAssets()));
  const canvas = new PdfCanvas(doc, fonts, trace);
  const flow = new PageFlow(canvas, view);

  flow.firstPage();
  await drawLetterhead(canvas, view);
  drawAddressWindow(canvas, view);
  const infoBottom = drawInfoBlock(canvas, view.info);
  flow.y = Math.max(bodyTop, infoBottom + 6);

  for (const block of view.body) drawBlock(flow, block);
  drawFooters(canvas, view);
  return doc.save();
}

function setMetadata(doc: PDFDocument, meta: LetterFrame['meta']): void {
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setLanguage('de-DE');
  doc.setCreator('Kontor');
  doc.setProducer('Kontor');
  if (meta.createdAt) {
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
  }
}
