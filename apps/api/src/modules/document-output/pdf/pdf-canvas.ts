import { type Color, degrees, type PDFDocument, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { PdfFonts } from './fonts.ts';
import { colors, leading, mm, page } from './layout.ts';

export type FontName = keyof PdfFonts;

export interface TextStyle {
  font?: FontName;
  size: number;
  color?: Color;
  align?: 'left' | 'right' | 'center';
}

/** What was drawn, for tests and tooling (text in a PDF content stream is glyph ids, not readable). */
export interface RenderTrace {
  /** `x`/`y`: left edge and baseline in mm from the top-left corner; `width` in mm (0 for rotated text). */
  text?: (entry: {
    page: number;
    text: string;
    x: number;
    y: number;
    width: number;
    font: FontName;
    size: number;
  }) => void;
  girocode?: (entry: { page: number; payload: string }) => void;
}

/**
 * Drawing in millimetres from the top-left corner (how DIN 5008 measures), on the current page.
 * Holds the document, the embedded fonts and the page being drawn.
 */
export class PdfCanvas {
  current!: PDFPage;
  pageNumber = 0;
  readonly doc: PDFDocument;
  readonly fonts: PdfFonts;
  readonly trace: RenderTrace;

  constructor(doc: PDFDocument, fonts: PdfFonts, trace: RenderTrace = {}) {
    this.doc = doc;
    this.fonts = fonts;
    this.trace = trace;
  }

  addPage(): void {
    this.current = this.doc.addPage([mm(page.width), mm(page.height)]);
    this.pageNumber += 1;
  }

  /** Use an existing page again (page labels are drawn when the page count is known). */
  usePage(index: number): void {
    this.current = this.doc.getPage(index);
    this.pageNumber = index + 1;
  }

  font(name: FontName = 'regular'): PDFFont {
    return this.fonts[name];
  }

  /** Width of a text in mm. */
  width(text: string, style: TextStyle): number {
    return (this.font(style.font).widthOfTextAtSize(clean(text), style.size) * 25.4) / 72;
  }

  /** Draw one line of text; `x` is the left, right or centre edge per `align`, `baseline` in mm from the top. */
  text(value: string, x: number, baseline: number, style: TextStyle): void {
    const text = clean(value);
    if (!text) return;
    const fontName = style.font ?? 'regular';
    const width = this.width(text, style);
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    this.current.drawText(text, {
      x: mm(left),
      y: mm(page.height - baseline),
      font: this.font(fontName),
      size: style.size,
      color: style.color ?? colors.text,
    });
    this.trace.text?.({
      page: this.pageNumber,
      text,
      x: left,
      y: baseline,
      width,
      font: fontName,
      size: style.size,
    });
  }

  /** Text turned by `angle` degrees around its start point (the draft watermark). */
  rotatedText(value: string, x: number, y: number, angle: number, style: TextStyle): void {
    this.current.drawText(value, {
      x: mm(x),
      y: mm(page.height - y),
      font: this.font(style.font),
      size: style.size,
      color: style.color ?? colors.text,
      rotate: degrees(angle),
    });
    this.trace.text?.({
      page: this.pageNumber,
      text: value,
      x,
      y,
      width: 0,
      font: style.font ?? 'regular',
      size: style.size,
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.5, color: Color = colors.rule): void {
    this.current.drawLine({
      start: { x: mm(x1), y: mm(page.height - y1) },
      end: { x: mm(x2), y: mm(page.height - y2) },
      thickness,
      color,
    });
  }

  rect(x: number, top: number, width: number, height: number, color: Color): void {
    this.current.drawRectangle({
      x: mm(x),
      y: mm(page.height - top - height),
      width: mm(width),
      height: mm(height),
      color,
    });
  }

  /** Greedy word wrap to `width` mm; "\n" breaks lines, words longer than a line are cut. */
  wrap(value: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    const space = this.width(' ', style);
    // An amount or rate never breaks before its unit ("188,64 €", "19 %").
    const text = value.replace(/\r/g, '').replace(/(\d) (?=[€%])/g, '$1\u00a0');
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of clean(paragraph).split(' ')) {
        const wordWidth = this.width(word, style);
        // Sum of word widths: no kerning across spaces, so this equals measuring the whole line.
        if (line && lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        lineWidth = wordWidth;
        while (lineWidth > width && line.length > 1) {
          const cut = this.fittingLength(line, width, style);
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          lineWidth = this.width(line, style);
        }
      }
      lines.push(line);
    }
    return lines.map((line) => line.replace(/\u00a0/g, ' '));
  }

  private fittingLength(text: string, width: number, style: TextStyle): number {
    let length = 1;
    while (length < text.length && this.width(text.slice(0, length + 1), style) <= width) length += 1;
    return length;
  }
}

/** Tabs and control characters have no glyph; they would print as boxes. */
const clean = (text: string) => text.replace(/\t/g, ' ').replace(/\p{Cc}/gu, '');

/** Line height in mm for a font size in pt. */
export const lineHeight = (size: number, factor = leading) => (size * factor * 25.4) / 72;
