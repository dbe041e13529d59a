import type { LetterFrame } from './letter-pdf-view.ts';
import { colors, contentWidth, footer, marks, page, sizes } from './layout.ts';
import { lineHeight, type PdfCanvas } from './pdf-canvas.ts';

/** Drawn first on every page, so content lies on top of it without transparency (PDF/A-safe). */
export function drawPageBackground(canvas: PdfCanvas, frame: LetterFrame): void {
  if (frame.draft) drawWatermark(canvas);
  for (const y of marks.folds) canvas.line(4, y, 9, y, 0.4, colors.muted);
  canvas.line(4, marks.hole, 11, marks.hole, 0.4, colors.muted);
}

function drawWatermark(canvas: PdfCanvas): void {
  const style = { font: 'bold' as const, size: 110, color: colors.watermark };
  const width = canvas.width('ENTWURF', style);
  const angle = 55;
  const rad = (angle * Math.PI) / 180;
  // Start point so that the text's middle sits at the page centre (y grows downwards here).
  const capHeight = 27;
  const x = page.width / 2 - (width / 2) * Math.cos(rad) + (capHeight / 2) * Math.sin(rad);
  const y = page.height / 2 + (width / 2) * Math.sin(rad) + (capHeight / 2) * Math.cos(rad);
  canvas.rotatedText('ENTWURF', x, y, angle, style);
}

/** Follow pages: running title left, sender right, a rule below. */
export function drawRunningHeader(canvas: PdfCanvas, frame: LetterFrame): void {
  const baseline = 16;
  canvas.text(frame.runningTitle, page.left, baseline, { font: 'bold', size: sizes.subject });
  canvas.text(frame.letterhead.name, page.width - page.right, baseline, {
    size: sizes.info,
    color: colors.muted,
    align: 'right',
  });
  canvas.line(page.left, baseline + 3, page.width - page.right, baseline + 3);
}

/** Footer columns and "Seite x von y" on every page, once the page count is known. */
export function drawFooters(canvas: PdfCanvas, frame: LetterFrame): void {
  const total = canvas.doc.getPageCount();
  for (let index = 0; index < total; index += 1) {
    canvas.usePage(index);
    canvas.text(`Seite ${index + 1} von ${total}`, page.width - page.right, footer.rule - 2, {
      size: sizes.pageLabel,
      color: colors.muted,
      align: 'right',
    });
    drawFooterColumns(canvas, frame.footer);
  }
}

function drawFooterColumns(canvas: PdfCanvas, columns: string[][]): void {
  canvas.line(page.left, footer.rule, page.width - page.right, footer.rule);
  if (columns.length === 0) return;
  const style = { size: sizes.footer, color: colors.muted };
  const widths = footerColumnWidths(canvas, columns, style);
  const step = lineHeight(sizes.footer, 1.25);
  const maxLines = Math.floor((page.height - 6 - footer.top) / step) + 1;
  let x = page.left;
  columns.forEach((column, i) => {
    const width = widths[i]!;
    const lines = column.flatMap((line) => canvas.wrap(line, width, style)).slice(0, maxLines);
    lines.forEach((line, n) => canvas.text(line, x, footer.top + n * step, style));
    x += width + footer.columnGap;
  });
}

/** Each column as wide as its longest line plus an equal share of the rest (an IBAN must not wrap). */
function footerColumnWidths(canvas: PdfCanvas, columns: string[][], style: { size: number }): number[] {
  const available = contentWidth - footer.columnGap * (columns.length - 1);
  const natural = columns.map((column) => Math.max(0, ...column.map((line) => canvas.width(line, style))));
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum > available) return natural.map((width) => (width / sum) * available);
  return natural.map((width) => width + (available - sum) / columns.length);
}
