import type { LetterFrame } from './letter-pdf-view.ts';
import { addressWindow, colors, sizes } from './layout.ts';
import { lineHeight, type PdfCanvas } from './pdf-canvas.ts';

/**
 * DIN 5008 Form B window: the return line sits at the bottom of the 17.7 mm note zone, the
 * recipient in the 27.3 mm address zone below (at most 6 lines, so nothing shows outside the window).
 */
export function drawAddressWindow(
  canvas: PdfCanvas,
  view: Pick<LetterFrame, 'senderLine' | 'recipientLines'>,
): void {
  const x = addressWindow.left + addressWindow.inset;
  const width = addressWindow.width - 2 * addressWindow.inset;
  const noteBottom = addressWindow.top + addressWindow.noteZone;

  const returnStyle = { size: sizes.returnLine, color: colors.muted };
  const [returnLine = ''] = canvas.wrap(view.senderLine, width, returnStyle);
  const returnBaseline = noteBottom - 2;
  canvas.text(returnLine, x, returnBaseline, returnStyle);
  if (returnLine) {
    const underline = returnBaseline + 0.8;
    canvas.line(x, underline, x + canvas.width(returnLine, returnStyle), underline, 0.3, colors.muted);
  }

  const style = { size: sizes.address };
  const step = lineHeight(sizes.address, 1.2);
  const lines = view.recipientLines
    .flatMap((line) => canvas.wrap(line, width, style))
    .slice(0, addressWindow.maxAddressLines);
  lines.forEach((line, i) => canvas.text(line, x, noteBottom + 4.5 + i * step, style));
}
