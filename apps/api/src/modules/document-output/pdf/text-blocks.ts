import type { LetterBlock } from './letter-pdf-view.ts';
import { contentWidth, page, sizes } from './layout.ts';
import type { PageFlow } from './page-flow.ts';
import { lineHeight, type TextStyle } from './pdf-canvas.ts';

const keepTogetherLines = 8;

/** Wrapped text over the content width; breaks between lines, never inside one. */
export function drawParagraph(
  flow: PageFlow,
  text: string,
  style: TextStyle = { size: sizes.body },
  width: number = contentWidth,
  left: number = page.left,
): void {
  const step = lineHeight(style.size);
  const lines = flow.canvas.wrap(text, width, style);
  // Short paragraphs (a greeting, a legal note) move to the next page whole instead of leaving a line behind.
  if (lines.length <= keepTogetherLines) flow.ensure(lines.length * step);
  for (const line of lines) {
    flow.ensure(step);
    flow.y += step;
    flow.canvas.text(line, left, flow.y - 1.2, style);
  }
}

/**
 * A letter's Betreff: bold like a document's subject, as large as the text, then two blank lines
 * before the salutation (DIN 5008).
 */
export function drawSubjectLine(flow: PageFlow, text: string): void {
  drawParagraph(flow, text, { font: 'bold', size: sizes.subject });
  flow.y += 2 * lineHeight(sizes.body);
}

/** Title, subject and intro, below the address field. */
export function drawHeading(flow: PageFlow, block: Extract<LetterBlock, { kind: 'heading' }>): void {
  drawParagraph(flow, block.title, { font: 'bold', size: sizes.title });
  if (block.subject) {
    flow.y += 1.5;
    drawParagraph(flow, block.subject, { font: 'bold', size: sizes.subject });
  }
  if (block.intro) {
    flow.y += 4;
    drawParagraph(flow, block.intro);
  }
  flow.y += 5;
}
