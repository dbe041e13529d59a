// Receipt reading without e-invoice: field accuracy and time per page for the PDF text layer
// (every corpus PDF) and for OCR (the rendered page images of the OCR set), against the
// e-invoice XML embedded in each PDF. Run from the repository root: `npm run bench:receipts`
// (OCR takes ~10 s per page on one core; BENCH_OCR_LIMIT=n reads only the first n invoices).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOcrEngine, extractReceiptFields } from '@kontor/incoming-invoices';
import {
  SCORED_FIELDS,
  accuracy,
  corpusDir,
  emptyScore,
  groundTruthOf,
  ocrPagesDir,
  ocrSet,
  readTextLayerCorpus,
  scoreDocument,
  type Score,
} from '../packages/incoming-invoices/src/receipts/tests/receipt-corpus.fixture.ts';

const ocrLimit = Number(process.env.BENCH_OCR_LIMIT ?? Infinity);
const verbose = process.env.BENCH_VERBOSE === '1';

const report = (label: string, score: Score, pages: number, ms: number) => {
  console.log(`\n${label}: ${pages} pages, ${(ms / pages).toFixed(0)} ms per page`);
  for (const key of SCORED_FIELDS) {
    const pct = (accuracy(score, key) * 100).toFixed(0).padStart(3);
    console.log(`  ${key.padEnd(11)} ${pct} %  (${score.hits[key]}/${score.totals[key]})`);
  }
  if (verbose) for (const miss of score.misses) console.log(`    ${miss}`);
};

async function textLayer() {
  const { score, pages, ms } = await readTextLayerCorpus();
  report('Text layer (unpdf)', score, pages, ms);
}

async function ocr() {
  const startEngine = performance.now();
  const engine = await createOcrEngine();
  console.log(
    `\nOCR engine start (worker + German model): ${(performance.now() - startEngine).toFixed(0)} ms`,
  );
  const score = emptyScore();
  let pages = 0;
  let ms = 0;
  let peakRss = 0;
  try {
    for (const { name, pdf, pages: pngs } of ocrSet().slice(0, ocrLimit)) {
      const truth = await groundTruthOf(new Uint8Array(readFileSync(join(corpusDir, pdf))));
      if (!truth) continue;
      const images = pngs.map((p) => new Uint8Array(readFileSync(join(ocrPagesDir, p))));
      const start = performance.now();
      const doc = await engine.recognize(images);
      const fields = extractReceiptFields(doc);
      const took = performance.now() - start;
      ms += took;
      pages += images.length;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      console.log(`  ${name.padEnd(32)} ${images.length} p  ${(took / images.length).toFixed(0)} ms/page`);
      scoreDocument(score, name, truth, fields);
    }
  } finally {
    await engine.terminate();
  }
  report('OCR (tesseract.js 7, deu best_int, 200 dpi PNG)', score, pages, ms);
  console.log(
    `  peak RSS of this process (worker thread included): ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
  );
}

await textLayer();
await ocr();
