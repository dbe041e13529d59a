// Ground truth for the receipt tests and bench: the e-invoice XML embedded in each corpus PDF,
// read with @kontor/einvoice. Extraction must find on the printed page what the XML says.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractInvoiceFromPdf, readInvoiceXml } from '@kontor/einvoice';
import Big from 'big.js';
import { performance } from 'node:perf_hooks';
import { extractReceiptFields, type ReceiptFields } from '../../text/extract-fields.ts';
import { readPdfTextLayer } from '../../text/pdf-text-layer.ts';
import type { TextDocument } from '../../text/text-document.ts';
import { normalizeVendorName } from '../../vendors/normalize-name.ts';

export const corpusDir = join(import.meta.dirname, '../../../test-corpus');
export const ocrPagesDir = join(corpusDir, 'ocr-pages');

export const SCORED_FIELDS = [
  'number',
  'date',
  'gross',
  'net',
  'vat',
  'iban',
  'vatId',
  'vendorName',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
export type GroundTruth = Partial<Record<ScoredField, string>>;

const money = (v: string | undefined) => (v === undefined ? undefined : new Big(v).abs().toFixed(2));

export const groundTruthOf = async (pdf: Uint8Array): Promise<GroundTruth | undefined> => {
  const embedded = await extractInvoiceFromPdf(pdf);
  const read = embedded.ok ? readInvoiceXml(embedded.xml) : undefined;
  if (!read?.ok) return undefined;
  const inv = read.invoice;
  return {
    number: inv.number,
    date: inv.issueDate,
    gross: money(inv.totals.taxInclusive),
    net: money(inv.totals.taxExclusive),
    vat: money(inv.totals.vatTotal ?? '0'),
    iban: inv.paymentInstructions?.creditTransfers[0]?.accountId?.replace(/\s/g, ''),
    vatId: inv.seller.vatId?.replace(/\s/g, ''),
    vendorName: inv.seller.name && normalizeVendorName(inv.seller.name),
  };
};

/**
 * What the extraction says for each scored field. Amounts compare without sign: credit notes
 * carry positive amounts in the XML (type 381) but are often printed negative.
 */
export const extractedValues = (f: ReceiptFields): GroundTruth => {
  const noVat = f.gross && f.net && new Big(f.gross.value).eq(f.net.value);
  return {
    number: f.invoiceNumber?.value,
    date: f.issueDate?.value,
    gross: money(f.gross?.value),
    net: money(f.net?.value),
    vat: money(f.vat?.value ?? (noVat ? '0' : undefined)),
    iban: f.iban?.value,
    vatId: f.vatId?.value,
    vendorName: f.vendorName && normalizeVendorName(f.vendorName.value),
  };
};

export interface Score {
  hits: Record<ScoredField, number>;
  totals: Record<ScoredField, number>;
  misses: string[];
}

export const emptyScore = (): Score => ({
  hits: Object.fromEntries(SCORED_FIELDS.map((k) => [k, 0])) as Record<ScoredField, number>,
  totals: Object.fromEntries(SCORED_FIELDS.map((k) => [k, 0])) as Record<ScoredField, number>,
  misses: [],
});

/** Counts a document into the score; fields the XML lacks are not counted. */
export const scoreDocument = (score: Score, name: string, truth: GroundTruth, fields: ReceiptFields) => {
  const got = extractedValues(fields);
  for (const key of SCORED_FIELDS) {
    if (!truth[key]) continue;
    score.totals[key]++;
    if (got[key] === truth[key]) score.hits[key]++;
    else score.misses.push(`${name} ${key}: erwartet ${truth[key]}, gelesen ${got[key] ?? '–'}`);
  }
};

export const accuracy = (score: Score, key: ScoredField) =>
  score.totals[key] === 0 ? 1 : score.hits[key] / score.totals[key];

/** The corpus PDFs (MANIFEST order) whose embedded XML is the ground truth. */
export const corpusPdfs = (): string[] =>
  readFileSync(join(corpusDir, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t')[0]!.replace(/^einvoice\//, ''))
    .filter((path) => path.endsWith('.pdf'));

/** Rendered pages of the OCR set: name → source PDF and its page PNGs. */
export const ocrSet = (): { name: string; pdf: string; pages: string[] }[] => {
  const rows = readFileSync(join(ocrPagesDir, 'SOURCES.tsv'), 'utf8').trim().split('\n').slice(1);
  const pngs = readdirPngs();
  return rows.map((row) => {
    const [name, pdf] = row.split('\t') as [string, string];
    return { name, pdf, pages: pngs.filter((p) => new RegExp(`^${name}-\\d+\\.png$`).test(p)).sort(byPage) };
  });
};

const readdirPngs = () => readdirSync(ocrPagesDir).filter((f) => f.endsWith('.png'));
const byPage = (a: string, b: string) =>
  Number(/-(\d+)\.png$/.exec(a)![1]) - Number(/-(\d+)\.png$/.exec(b)![1]);

/** Text layer and field extraction of every corpus PDF with ground truth, scored; with timing. */
export const readTextLayerCorpus = async () => {
  const score = emptyScore();
  const readings: { file: string; doc: TextDocument; fields: ReceiptFields }[] = [];
  let pages = 0;
  let ms = 0;
  for (const file of corpusPdfs()) {
    const bytes = new Uint8Array(readFileSync(join(corpusDir, file)));
    const truth = await groundTruthOf(bytes);
    if (!truth) continue;
    const start = performance.now();
    const doc = await readPdfTextLayer(bytes);
    const fields = extractReceiptFields(doc);
    ms += performance.now() - start;
    pages += doc.pages.length;
    readings.push({ file, doc, fields });
    scoreDocument(score, file, truth, fields);
  }
  return { score, readings, pages, ms };
};
