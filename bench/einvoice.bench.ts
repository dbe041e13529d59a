// E-invoice speed without a database: validation time per invoice over the official corpus
// (parse + EN 16931 + XRechnung rules), and the time to build all outputs of one invoice (PDF,
// ZUGFeRD PDF/A-3, XRechnung UBL + CII, each validated) — the CPU part of finalizing.
// Run from the repository root: `npm run bench:einvoice`. See docs/PERFORMANCE.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { validateInvoice } from '@kontor/einvoice';
import { buildDocumentOutputs } from '../apps/api/src/modules/documents/index.ts';
import { documentFixture, item } from '../apps/api/src/test/renderable-document.fixture.ts';
import { repoRoot } from './lib/start-server.ts';

const corpus = join(repoRoot, 'packages/einvoice/test-corpus');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const builds = Number(process.env.BENCH_BUILDS ?? 30);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  mean ${mean.toFixed(2)} ms  p50 ${percentile(sorted, 50).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms`,
  );
};

function corpusFiles(): string[] {
  const rows = readFileSync(join(corpus, 'OBSERVED-VALIDATION.tsv'), 'utf8').split('\n').slice(1);
  return rows
    .map((row) => row.split('\t'))
    .filter((cols) => cols[3] === 'valid' || cols[3] === 'invalid')
    .map((cols) => readFileSync(join(corpus, cols[0]!), 'utf8'));
}

async function main() {
  const files = corpusFiles();
  for (const xml of files) validateInvoice(xml); // warm-up: JIT and code lists
  const validation: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const xml of files) {
      const start = performance.now();
      validateInvoice(xml);
      validation.push(performance.now() - start);
    }
  }
  summary('validate corpus invoice (parse + rules)', validation);

  const lines = Array.from({ length: 10 }, (_, i) =>
    item({ key: `l${i}`, name: `Position ${i + 1}`, quantity: String(i + 1), unit_price: '49.90' }),
  );
  const doc = documentFixture({ lines });
  await buildDocumentOutputs(doc, {}); // warm-up: fonts, library
  const outputs: number[] = [];
  for (let i = 0; i < builds; i++) {
    const start = performance.now();
    await buildDocumentOutputs(doc, {});
    outputs.push(performance.now() - start);
  }
  summary('build outputs, 10-line invoice (4 files)', outputs);
}

await main();
