import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { buildTextDocument, type LineInput, type TextDocument } from '../text/text-document.ts';
import { toVisualLines, type TextPiece } from '../text/visual-lines.ts';

const require = createRequire(import.meta.url);

/** Where the German LSTM model (best_int, gzipped) lies inside @tesseract.js-data/deu. */
export const GERMAN_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/deu/package.json')),
  '4.0.0_best_int',
);
const OFFLINE_WORKER = fileURLToPath(new URL('./offline-worker.mjs', import.meta.url));

export interface OcrEngine {
  /** OCR of page images (PNG, JPEG, WebP, BMP bytes) in order, as one text document. */
  recognize(pages: Uint8Array[], onProgress?: (done: number, total: number) => void): Promise<TextDocument>;
  terminate(): Promise<void>;
}

export interface OcrEngineOptions {
  /** Directory holding deu.traineddata.gz; tests point it elsewhere to prove nothing is fetched. */
  langPath?: string;
}

/**
 * One tesseract.js worker (a worker thread with the WebAssembly core, ~150 MB with the German
 * model). Create it once per job runner and reuse it: loading the model takes seconds.
 */
export const createOcrEngine = async (options: OcrEngineOptions = {}): Promise<OcrEngine> => {
  // tesseract.js reports a failed model load only to `errorHandler` (its promise never settles).
  let reportFailure!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => (reportFailure = reject));
  let worker: Worker;
  try {
    worker = await Promise.race([
      createWorker('deu', OEM.LSTM_ONLY, {
        workerPath: OFFLINE_WORKER,
        langPath: options.langPath ?? GERMAN_MODEL_DIR,
        gzip: true,
        // 'none': never read or write ./deu.traineddata in the working directory.
        cacheMethod: 'none',
        workerBlobURL: false,
        errorHandler: (error: unknown) => reportFailure(error),
      }),
      failed,
    ]);
  } catch (error) {
    throw new Error(`Die Texterkennung (OCR) konnte nicht gestartet werden: ${String(error)}`, {
      cause: error,
    });
  }
  // Invoices are full pages of blocks and tables: automatic page segmentation.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
  return {
    async recognize(pages, onProgress) {
      const results = [];
      for (const [index, image] of pages.entries()) {
        // rotateAuto: a photo is never quite straight; over a page width a skew of half a degree
        // moves an amount to the line above its label. Tesseract measures the skew and deskews.
        const { data } = await worker.recognize(
          Buffer.from(image),
          { rotateAuto: true },
          // debug: Tesseract's own messages ("Estimating resolution as …") go into the result
          // instead of the server's console, which shows one readable line per request.
          { blocks: true, text: false, debug: true },
        );
        results.push(pageFromBlocks(data));
        onProgress?.(index + 1, pages.length);
      }
      return buildTextDocument('ocr', results);
    },
    terminate: async () => {
      await worker.terminate();
    },
  };
};

type Page = Awaited<ReturnType<Worker['recognize']>>['data'];

/** Words of all blocks, regrouped into visual lines (a total's label and amount sit in different blocks). */
const pageFromBlocks = (data: Page): { width: number; height: number; lines: LineInput[] } => {
  const pieces: TextPiece[] = [];
  let width = 0;
  let height = 0;
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const { x0, y0, x1, y1 } = word.bbox;
          width = Math.max(width, x1);
          height = Math.max(height, y1);
          pieces.push({
            text: word.text,
            box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
            confidence: word.confidence / 100,
          });
        }
      }
    }
  }
  return { width, height, lines: toVisualLines(pieces) };
};
