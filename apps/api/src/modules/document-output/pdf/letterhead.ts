import type { LetterFrame } from './letter-pdf-view.ts';
import { colors, letterhead, mm, page, sizes } from './layout.ts';
import { lineHeight, type PdfCanvas } from './pdf-canvas.ts';

/** Letterhead lines stay right of the window's left edge. */
const maxLineWidth = 140;

/** Top right of page 1: logo (if any), company name, contact lines. */
export async function drawLetterhead(
  canvas: PdfCanvas,
  view: Pick<LetterFrame, 'letterhead' | 'logo'>,
): Promise<void> {
  const right = page.width - page.right;
  let y = letterhead.top;
  if (view.logo) {
    const height = await drawLogo(canvas, view.logo, right, y);
    if (height > 0) y += height + 3;
  }
  const nameSize = view.logo ? 11 : 14;
  y += lineHeight(nameSize, 1);
  canvas.text(view.letterhead.name, right, y, { font: 'bold', size: nameSize, align: 'right' });
  const style = { size: sizes.info, color: colors.muted, align: 'right' as const };
  for (const line of view.letterhead.lines.flatMap((text) => canvas.wrap(text, maxLineWidth, style))) {
    y += lineHeight(sizes.info);
    canvas.text(line, right, y, style);
  }
}

/** Scales the logo into the letterhead box, keeping its aspect ratio; returns the height used (mm). */
async function drawLogo(
  canvas: PdfCanvas,
  logo: NonNullable<LetterFrame['logo']>,
  right: number,
  top: number,
): Promise<number> {
  const image =
    logo.contentType === 'image/png'
      ? await canvas.doc.embedPng(logo.bytes)
      : await canvas.doc.embedJpg(logo.bytes);
  const scale = Math.min(letterhead.logoMaxWidth / image.width, letterhead.logoMaxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  canvas.current.drawImage(image, {
    x: mm(right - width),
    y: mm(page.height - top - height),
    width: mm(width),
    height: mm(height),
  });
  return height;
}
