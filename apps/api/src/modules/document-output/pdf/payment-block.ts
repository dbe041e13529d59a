import type { LetterBlock } from './letter-pdf-view.ts';
import { contentWidth, page, sizes } from './layout.ts';
import type { PageFlow } from './page-flow.ts';
import { lineHeight } from './pdf-canvas.ts';
import { drawGirocode } from './girocode.ts';
import { drawParagraph } from './text-blocks.ts';

export const qrSize = 30;
const qrGap = 6;

/** Payment terms (incl. Skonto) with the GiroCode beside them, kept together on one page. */
export function drawPaymentBlock(flow: PageFlow, block: Extract<LetterBlock, { kind: 'payment' }>): void {
  if (block.terms.length === 0 && !block.girocode) return;
  const style = { size: sizes.body };
  const textWidth = block.girocode ? contentWidth - qrSize - qrGap : contentWidth;
  const lines = block.terms.flatMap((text) => flow.canvas.wrap(text, textWidth, style));
  const textHeight = lines.length * lineHeight(sizes.body);
  const qrHeight = block.girocode ? qrSize + 4 : 0;

  flow.y += 5;
  flow.ensure(Math.max(textHeight, qrHeight));
  const top = flow.y;
  for (const text of block.terms) drawParagraph(flow, text, style, textWidth);
  if (block.girocode) {
    drawGirocode(flow.canvas, block.girocode, page.width - page.right - qrSize, top, qrSize);
    flow.y = Math.max(flow.y, top + qrHeight);
  }
}
