import type { LetterBlock } from './letter-pdf-view.ts';
import { colors, page, sizes } from './layout.ts';
import type { PageFlow } from './page-flow.ts';
import { lineHeight } from './pdf-canvas.ts';
import { drawGirocode } from './girocode.ts';
import { qrSize } from './payment-block.ts';
import { drawParagraph } from './text-blocks.ts';

const blockWidth = 85;
const step = lineHeight(sizes.table, 1.55);

const qrGap = 6;

/**
 * Totals right-aligned under the table (kept on one page), then the legal VAT notes. A GiroCode
 * stands left of both, the notes beside it, so the code costs no height of its own.
 */
export function drawTotals(flow: PageFlow, block: Extract<LetterBlock, { kind: 'totals' }>): void {
  let qrBottom = 0;
  if (block.rows.length > 0) {
    const height = 3 + block.rows.reduce((sum, row) => sum + step + (row.strong ? 1.5 : 0), 0);
    const qrHeight = block.girocode ? 3 + qrSize + 4 : 0;
    flow.ensure(Math.max(height, qrHeight));
    const right = page.width - page.right;
    const left = right - blockWidth;
    const top = flow.y;
    if (block.girocode) drawGirocode(flow.canvas, block.girocode, page.left, top + 3, qrSize);
    flow.y += 3;
    for (const row of block.rows) {
      if (row.strong) {
        flow.y += 1.5;
        flow.canvas.line(left, flow.y, right, flow.y, 0.6, colors.text);
      }
      flow.y += step;
      const style = {
        font: row.strong ? ('bold' as const) : ('regular' as const),
        size: row.strong ? 10 : sizes.table,
      };
      flow.canvas.text(row.label, left, flow.y - 1.5, style);
      flow.canvas.text(row.value, right, flow.y - 1.5, { ...style, align: 'right' });
    }
    qrBottom = top + qrHeight;
  }
  const qrPage = flow.canvas.pageNumber;
  const notesLeft = qrBottom > 0 ? page.left + qrSize + qrGap : page.left;
  if (block.notes.length > 0) {
    flow.y += 4;
    for (const note of block.notes)
      drawParagraph(flow, note, { size: sizes.table }, page.width - page.right - notesLeft, notesLeft);
  }
  if (flow.canvas.pageNumber === qrPage) flow.y = Math.max(flow.y, qrBottom);
}
