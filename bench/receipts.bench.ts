// Receipt reading without e-invoice: field accuracy and time per page for the PDF text layer
// (every corpus PDF) and for OCR (the rendered page images of the OCR set), against the
// e-invoice XML embedded in each PDF. Then the app itself (Fastify + PGlite in memory, the
// pg-boss OCR job): 100 e-invoice uploads, and the OCR job of one A4 page and of one phone photo
// from upload to filled draft. Run from the repository root: `npm run bench:receipts`
// (OCR takes ~10 s per page on one core; BENCH_OCR_LIMIT=n reads only the first n invoices;
// BENCH_PARTS=app runs only the app part, BENCH_UPLOADS=n changes the 100).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOcrEngine, extractReceiptFields } from '@kontor/incoming-invoices';
import { incomingInvoiceOcrJob, stopOcrEngine } from '../apps/api/src/modules/incoming-invoices/index.ts';
import { multipart } from '../apps/api/src/test/multipart.ts';
import { createTestApp } from '../apps/api/src/test/test-app.ts';
import { bearer, createTestTenant, signInAs } from '../apps/api/src/test/test-tenant.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';
import { repoRoot } from './lib/start-server.ts';
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

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Valid e-invoices of the official corpus (XRechnung UBL/CII, CEN, ZUGFeRD XML), in TSV order. */
function validEinvoices(count: number): { name: string; bytes: Buffer }[] {
  const corpus = join(repoRoot, 'packages/einvoice/test-corpus');
  const rows = readFileSync(join(corpus, 'OBSERVED-VALIDATION.tsv'), 'utf8').split('\n').slice(1);
  return rows
    .map((row) => row.split('\t'))
    .filter((cols) => cols[3] === 'valid')
    .slice(0, count)
    .map((cols) => ({ name: cols[0]!.split('/').pop()!, bytes: readFileSync(join(corpus, cols[0]!)) }));
}

async function app() {
  const uploads = wholeNumberFromEnv('BENCH_UPLOADS', 100, 1);
  console.log(
    `\nApp (Fastify inject, PGlite in memory, pg-boss job) — load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const { app: server, deps, close } = await createTestApp();
  try {
    const tenant = await createTestTenant(deps, 'Bench Eingang GmbH');
    const token = await signInAs(server, tenant.admin);
    await deps.jobs.start(deps, [incomingInvoiceOcrJob]);
    const upload = async (name: string, type: string, content: Buffer) => {
      const body = multipart([{ name, type, content }], {}, 'file');
      const res = await server.inject({
        method: 'POST',
        url: '/api/incoming-invoices',
        payload: body.payload,
        headers: { ...bearer(token), ...body.headers },
      });
      if (res.statusCode !== 201) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number };
    };

    const files = validEinvoices(uploads);
    const times: number[] = [];
    const startWall = performance.now();
    const startCpu = cpuMs();
    for (const file of files) {
      const start = performance.now();
      await upload(file.name, 'application/xml', file.bytes);
      times.push(performance.now() - start);
    }
    const wall = performance.now() - startWall;
    const cpu = cpuMs() - startCpu;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  ${files.length} e-invoice uploads (read, validate, store original, match, book lines): ` +
        `${(wall / 1000).toFixed(1)} s wall, ${(cpu / 1000).toFixed(1)} s CPU; per upload ` +
        `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    );

    /** From upload to the draft filled by the OCR job (the job queue polls, as in production). */
    const ocrJob = async (label: string, name: string, type: string, content: Buffer) => {
      const start = performance.now();
      const { id } = await upload(name, type, content);
      const answered = performance.now() - start;
      for (;;) {
        const res = await server.inject({
          method: 'GET',
          url: `/api/incoming-invoices/${id}`,
          headers: bearer(token),
        });
        const got = res.json() as {
          ocr: { status: string } | null;
          number: string | null;
          totals: { gross: string | null };
        };
        if (got.ocr?.status === 'done' || got.ocr?.status === 'failed') {
          console.log(
            `  ${label.padEnd(46)} upload answered ${answered.toFixed(0)} ms, draft filled after ${((performance.now() - start) / 1000).toFixed(1)} s (OCR ${got.ocr.status}; number ${got.number}, gross ${got.totals.gross})`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const page = readFileSync(join(ocrPagesDir, 'mustang-508-1.png'));
    const photo = readFileSync(join(repoRoot, 'packages/incoming-invoices/test-fixtures/receipt-photo.jpg'));
    await ocrJob('A4 page 200 dpi PNG, engine cold (model load)', 'seite.png', 'image/png', page);
    await ocrJob('A4 page 200 dpi PNG, engine warm', 'seite-2.png', 'image/png', page);
    await ocrJob('phone photo JPEG 1240 × 1750, engine warm', 'beleg.jpg', 'image/jpeg', photo);
    console.log(
      `  RSS of this process at the end (OCR worker included): ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
    );
  } finally {
    await deps.jobs.stop();
    await stopOcrEngine();
    await close();
  }
}

const parts = (process.env.BENCH_PARTS ?? 'text,ocr,app').split(',');
if (parts.includes('text')) await textLayer();
if (parts.includes('ocr')) await ocr();
if (parts.includes('app')) await app();
