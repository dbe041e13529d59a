import QRCode from 'qrcode';
import type { PdfCanvas } from './pdf-canvas.ts';
import { colors, mm, page, sizes } from './layout.ts';

export const girocodeCaption = 'Mit Banking-App scannen';

/**
 * Draws the QR code (error correction M as EPC069-12 asks) as one vector path of dark runs,
 * with the caption below; `size` is the edge length in mm including the quiet zone.
 */
export function drawGirocode(
  canvas: PdfCanvas,
  payload: string,
  left: number,
  top: number,
  size: number,
): void {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const module = size / (count + 2 * quiet);
  const path: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col += 1;
      path.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  // SVG paths grow downwards from (x, y); one unit is one module.
  canvas.current.drawSvgPath(path.join(''), {
    x: mm(left + quiet * module),
    y: mm(page.height - top - quiet * module),
    scale: mm(module),
    color: colors.text,
  });
  canvas.trace.girocode?.({ page: canvas.pageNumber, payload });
  canvas.text(girocodeCaption, left + size / 2, top + size + 2.5, {
    size: sizes.footer,
    color: colors.muted,
    align: 'center',
  });
}
