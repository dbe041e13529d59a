import { extractTextItems, getDocumentProxy } from 'unpdf';
import { buildTextDocument, type TextDocument } from './text-document.ts';
import { toVisualLines } from './visual-lines.ts';

/** Text layer of a PDF as lines in reading order; pages without text give no lines (scans). */
export const readPdfTextLayer = async (bytes: Uint8Array): Promise<TextDocument> => {
  // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps the original.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { items } = await extractTextItems(pdf);
    const pages = [];
    for (const [index, pageItems] of items.entries()) {
      const { width, height } = (await pdf.getPage(index + 1)).getViewport({ scale: 1 });
      // pdf.js gives baselines with the origin bottom-left; boxes here are top-left.
      const pieces = pageItems.map((item) => {
        const size = item.height || item.fontSize || 10;
        return {
          text: item.str,
          box: { x: item.x, y: height - item.y - size, width: item.width, height: size },
          confidence: 1,
        };
      });
      pages.push({ width, height, lines: toVisualLines(pieces) });
    }
    return buildTextDocument('text-layer', pages);
  } finally {
    await pdf.loadingTask.destroy();
  }
};
