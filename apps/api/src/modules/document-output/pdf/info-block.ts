import type { LetterFrame } from './letter-pdf-view.ts';
import { colors, infoBlock, page, sizes } from './layout.ts';
import { lineHeight, type PdfCanvas } from './pdf-canvas.ts';

/** Label/value rows right of the address window; returns the bottom (mm) so the body starts below it. */
export function drawInfoBlock(canvas: PdfCanvas, info: LetterFrame['info']): number {
  const labelStyle = { size: sizes.info, color: colors.muted };
  const valueStyle = { size: sizes.info };
  const valueX = infoBlock.left + infoBlock.labelWidth;
  // Values end at the right margin, so they line up with the amounts below.
  const valueWidth = page.width - page.right - valueX;
  const step = lineHeight(sizes.info);
  let y = infoBlock.top;
  for (const row of info) {
    y += step;
    canvas.text(row.label, infoBlock.left, y, labelStyle);
    const lines = canvas.wrap(row.value, valueWidth, valueStyle);
    lines.forEach((line, i) => canvas.text(line, valueX, y + i * step, valueStyle));
    y += (lines.length - 1) * step;
  }
  return y;
}
