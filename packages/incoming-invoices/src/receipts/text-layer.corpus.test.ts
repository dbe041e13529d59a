import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfReceipt } from './read-receipt.ts';
import {
  SCORED_FIELDS,
  accuracy,
  corpusDir,
  readTextLayerCorpus,
  type Score,
  type ScoredField,
} from './tests/receipt-corpus.fixture.ts';

/**
 * Floors measured on the corpus (54 distinct ZUGFeRD/Factur-X PDFs, German, French and English
 * layouts) with the XML ignored; misses are mostly PDFs whose print differs from their XML, self-
 * billed credit notes (the vendor is the addressee) and French/US dates. See README.
 */
const FLOORS: Record<ScoredField, number> = {
  number: 0.92,
  date: 0.9,
  gross: 0.92,
  net: 0.94,
  vat: 0.92,
  iban: 0.85,
  vatId: 0.88,
  vendorName: 0.75,
};

let score: Score;
let readings: Awaited<ReturnType<typeof readTextLayerCorpus>>['readings'];

beforeAll(async () => {
  ({ score, readings } = await readTextLayerCorpus());
}, 120_000);

describe('field extraction from the text layer of the corpus PDFs (embedded XML as truth)', () => {
  it('reads every PDF of the set', () => {
    expect(readings.length).toBe(54);
  });

  it.each(SCORED_FIELDS)('%s reaches its measured accuracy', (field) => {
    expect(
      accuracy(score, field),
      score.misses.filter((m) => m.includes(` ${field}:`)).join('\n'),
    ).toBeGreaterThanOrEqual(FLOORS[field]);
  });

  it('points every value at the exact text it was read from', () => {
    for (const { doc, fields } of readings) {
      const values = [
        fields.invoiceNumber,
        fields.issueDate,
        fields.gross,
        fields.net,
        fields.vat,
        fields.iban,
        fields.vatId,
      ];
      for (const field of values.filter((f) => f !== undefined)) {
        expect(doc.text.slice(field.span.start, field.span.end)).toBe(field.span.text);
        expect(field.confidence).toBeGreaterThan(0);
        expect(field.confidence).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives net + VAT = gross whenever it is sure of all three', () => {
    for (const { file, fields } of readings) {
      const { gross, net, vat } = fields;
      if (!gross || !net || !vat || Math.min(gross.confidence, net.confidence, vat.confidence) < 0.9)
        continue;
      expect(new Big(net.value).plus(vat.value).eq(gross.value), file).toBe(true);
    }
  });
});

describe('PDFs without e-invoice', () => {
  it('reads a plain PDF without text as a scan that needs OCR', async () => {
    const plain = new Uint8Array(readFileSync(join(corpusDir, 'horstoeko-zugferd/pdf_plain.pdf')));
    expect(await readPdfReceipt(plain)).toEqual({ ok: false, needsOcr: true });
  });

  it('refuses bytes that only claim to be a PDF, in German', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\nnichts weiter');
    const result = await readPdfReceipt(broken);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/PDF-Datei ist beschädigt/) });
  });
});
