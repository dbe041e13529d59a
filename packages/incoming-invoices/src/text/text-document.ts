/** A page region in the source's own units (PDF points or image pixels), top-left origin. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  page: number;
  /** Offsets of the line in `TextDocument.text`. */
  start: number;
  end: number;
  box?: Box;
  /** OCR confidence of the line (0–1); text layers are certain. */
  confidence: number;
}

/**
 * Text of a receipt in reading order, one visual line per line, whatever it came from (PDF text
 * layer or OCR). Field spans point into `text`; `lines` lets a viewer map a span to page regions.
 */
export interface TextDocument {
  source: 'text-layer' | 'ocr';
  text: string;
  lines: TextLine[];
  pages: { width: number; height: number }[];
}

export interface LineInput {
  text: string;
  box?: Box;
  confidence: number;
}

export const buildTextDocument = (
  source: TextDocument['source'],
  pages: { width: number; height: number; lines: LineInput[] }[],
): TextDocument => {
  let text = '';
  const lines: TextLine[] = [];
  pages.forEach((page, index) => {
    for (const line of page.lines) {
      const clean = line.text.replace(/\s+/g, ' ').trim();
      if (!clean) continue;
      if (text) text += '\n';
      lines.push({
        page: index + 1,
        start: text.length,
        end: text.length + clean.length,
        ...(line.box ? { box: line.box } : {}),
        confidence: line.confidence,
      });
      text += clean;
    }
  });
  return { source, text, lines, pages: pages.map(({ width, height }) => ({ width, height })) };
};

/** Lines a span touches (for highlighting it on the page). */
export const linesOfSpan = (doc: TextDocument, span: { start: number; end: number }): TextLine[] =>
  doc.lines.filter((l) => l.start < span.end && span.start < l.end);
