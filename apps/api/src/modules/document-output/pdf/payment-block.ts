import type { DocumentPdfView } from './document-pdf-view.ts';
import { contentWidth, page, sizes } from './layout.ts';
import type { PageFlow } from './page-flow.ts';
import { lineHeight } from './pdf-canvas.ts';
import { drawGirocode } from './girocode.ts';
import { drawParagraph } from './text-blocks.ts';

const qrSize = 30;
const qrGap = 6;

/** Payment terms (incl. Skonto) with the GiroCode beside them, kept together on one page. */
export function drawPaymentBlock(flow: PageFlow, view: DocumentPdfView): void {
  if (view.paymentTerms.length === 0 && !view.girocode) return;
  const style = { size: sizes.body };
  const textWidth = view.girocode ? contentWidth - qrSize - qrGap : contentWidth;
  const lines = view.paymentTerms.flatMap((text) => flow.canvas.wrap(text, textWidth, style));
  const textHeight = lines.length * lineHeight(sizes.body);
  const qrHeight = view.girocode ? qrSize + 4 : 0;

  flow.y += 5;
  flow.ensure(Math.max(textHeight, qrHeight));
  const top = flow.y;
  for (const text of view.paymentTerms) drawParagraph(flow, text, style, textWidth);
  if (view.girocode) {
    drawGirocode(flow.canvas, view.girocode, page.width - page.right - qrSize, top, qrSize);
    flow.y = Math.max(flow.y, top + qrHeight);
  }
}
