import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import { embedPdfFonts, loadPdfAssets } from '../../document-output/index.ts';
import type { FormPdfImage, FormPdfItem, FormPdfView } from './form-pdf-view.ts';

const mm = (value: number) => (value * 72) / 25.4;
const pageSize: [number, number] = [mm(210), mm(297)];
const left = mm(20);
const right = pageSize[0] - mm(20);
const top = pageSize[1] - mm(20);
const bottom = mm(22);
const width = right - left;
const grey = rgb(0.35, 0.35, 0.35);
const black = rgb(0, 0, 0);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Characters the embedded font lacks (emoji, say) become "?" instead of failing the signature. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (c) => (c === '\n' || known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

function wrap(font: PDFFont, size: number, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line is cut where it must.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

class Flow {
  page!: PDFPage;
  y = top;
  readonly pages: PDFPage[] = [];

  private readonly doc: PDFDocument;
  readonly fonts: Fonts;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(pageSize);
    this.pages.push(this.page);
    this.y = top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  need(height: number) {
    if (this.y - height < bottom) this.newPage();
  }

  text(text: string, size: number, font: PDFFont, color = black, x = left, maxWidth = width) {
    for (const line of wrap(font, size, text, maxWidth)) {
      this.need(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x, y: this.y + size * 0.3, size, font, color });
    }
  }
}

async function embedImage(doc: PDFDocument, image: FormPdfImage): Promise<PDFImage> {
  return image.type === 'image/png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes);
}

/** Scales into the box, never up. */
function fit(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

async function drawItem(doc: PDFDocument, flow: Flow, item: FormPdfItem) {
  const { regular, bold } = flow.fonts;
  switch (item.kind) {
    case 'heading':
      flow.need(mm(14));
      flow.y -= mm(4);
      flow.text(item.text, 12, bold);
      flow.page.drawLine({
        start: { x: left, y: flow.y - 2 },
        end: { x: right, y: flow.y - 2 },
        thickness: 0.5,
        color: grey,
      });
      flow.y -= mm(2);
      return;
    case 'value':
      flow.need(mm(10));
      flow.y -= mm(1.5);
      flow.text(item.label, 8, bold, grey);
      flow.text(item.value || '—', 10, regular);
      return;
    case 'photos': {
      flow.need(mm(10));
      flow.y -= mm(1.5);
      flow.text(item.label, 8, bold, grey);
      if (item.images.length === 0) flow.text('Keine Fotos', 10, regular);
      const boxWidth = (width - mm(6)) / 2;
      const boxHeight = mm(60);
      for (let i = 0; i < item.images.length; i += 2) {
        const row = await Promise.all(item.images.slice(i, i + 2).map((img) => embedImage(doc, img)));
        const sizes = row.map((img) => fit(img, boxWidth, boxHeight));
        const height = Math.max(...sizes.map((s) => s.height));
        flow.need(height + mm(3));
        flow.y -= height + mm(2);
        row.forEach((img, j) =>
          flow.page.drawImage(img, { x: left + j * (boxWidth + mm(6)), y: flow.y, ...sizes[j]! }),
        );
      }
      return;
    }
    case 'signature': {
      const boxHeight = mm(28);
      flow.need(boxHeight + mm(12));
      flow.y -= mm(2);
      const lineY = flow.y - boxHeight;
      if (item.image) {
        const img = await embedImage(doc, item.image);
        const size = fit(img, mm(80), boxHeight - mm(2));
        flow.page.drawImage(img, { x: left, y: lineY + mm(1), ...size });
      }
      flow.page.drawLine({
        start: { x: left, y: lineY },
        end: { x: left + mm(80), y: lineY },
        thickness: 0.6,
        color: black,
      });
      flow.y = lineY;
      flow.text(item.label, 8, regular, grey);
      return;
    }
  }
}

function drawFooters(flow: Flow, view: FormPdfView) {
  const { regular } = flow.fonts;
  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const label = printable(regular, `${view.title} · Seite ${index + 1} von ${total}`);
    page.drawText(label, { x: left, y: mm(12), size: 8, font: regular, color: grey });
  });
}

/** A signed form on A4: company, title and context, then each field; photos and signatures as images. */
export async function renderFormPdf(view: FormPdfView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(view.title, { showInWindowTitleBar: true });
  doc.setAuthor(view.company);
  doc.setLanguage('de-DE');
  doc.setCreator('Kontor');
  doc.setProducer('Kontor');
  doc.setCreationDate(view.createdAt);
  doc.setModificationDate(view.createdAt);
  const fonts = await embedPdfFonts(doc, await loadPdfAssets());
  const flow = new Flow(doc, fonts);

  flow.text(view.company, 9, fonts.regular, grey);
  flow.y -= mm(3);
  flow.text(view.title, 18, fonts.bold);
  flow.y -= mm(2);
  for (const { label, value } of view.info) flow.text(`${label}: ${value}`, 9, fonts.regular);
  flow.y -= mm(2);

  for (const item of view.items) await drawItem(doc, flow, item);
  drawFooters(flow, view);
  return doc.save();
}
