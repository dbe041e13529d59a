import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from '../ocr/ocr-engine.ts';
import { RECEIPT_PHOTO_TRUTH } from '../../test-fixtures/receipt-photo.truth.ts';
import { readImageReceipt, readPdfReceipt } from './read-receipt.ts';
import { corpusDir, extractedValues, groundTruthOf, ocrPagesDir } from './tests/receipt-corpus.fixture.ts';

// OCR is slow (~10 s per page on one core): two pages here, the whole set in `npm run bench:receipts`.
const OCR_TIMEOUT = 120_000;
const page = (name: string) => new Uint8Array(readFileSync(join(ocrPagesDir, name)));
const truthOf = async (pdf: string) =>
  (await groundTruthOf(new Uint8Array(readFileSync(join(corpusDir, pdf)))))!;

let engine: OcrEngine;
beforeAll(async () => {
  engine = await createOcrEngine();
}, OCR_TIMEOUT);
afterAll(() => engine?.terminate());

describe('OCR of rendered invoice pages (embedded XML as truth)', () => {
  it(
    'reads a photographed/scanned page image',
    async () => {
      const truth = await truthOf(
        'zugferd-corpus/ZUGFeRDv2/correct/Mustangproject/MustangGnuaccountingBeispielRE-20201121_508.pdf',
      );
      const { document, fields } = await readImageReceipt(page('mustang-508-1.png'), engine);
      expect(document.source).toBe('ocr');
      const got = extractedValues(fields);
      for (const key of ['number', 'date', 'gross', 'net', 'vat', 'iban', 'vatId'] as const) {
        expect(got[key], key).toBe(truth[key]);
      }
      // Boxes in image pixels let the screen highlight the IBAN on the page.
      const line = document.lines.find(
        (l) => l.start <= fields.iban!.span.start && fields.iban!.span.end <= l.end,
      )!;
      expect(line.box!.width).toBeGreaterThan(100);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a scanned PDF (page images, no text layer) through OCR',
    async () => {
      const truth = await truthOf(
        'zugferd-corpus/ZUGFeRDv2/correct/intarsys/MINIMUM/zugferd_2p0_MINIMUM.pdf',
      );
      const scan = await PDFDocument.create();
      const image = await scan.embedPng(page('intarsys-minimum-1.png'));
      scan.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
      const bytes = await scan.save();
      expect(await readPdfReceipt(bytes)).toEqual({ ok: false, needsOcr: true });

      const progress: number[] = [];
      const result = await readPdfReceipt(bytes, engine, (done) => progress.push(done));
      expect(result.ok).toBe(true);
      const { fields } = (result as Extract<typeof result, { ok: true }>).reading;
      const got = extractedValues(fields);
      for (const key of ['number', 'date', 'gross', 'net', 'vat', 'vatId'] as const) {
        expect(got[key], key).toBe(truth[key]);
      }
      expect(progress).toEqual([1]);
    },
    OCR_TIMEOUT,
  );
});

describe('OCR of a phone photo', () => {
  it(
    'reads a slightly turned JPEG photo: amounts stay on the line of their label',
    async () => {
      const photo = new Uint8Array(
        readFileSync(join(import.meta.dirname, '../../test-fixtures/receipt-photo.jpg')),
      );
      const { fields } = await readImageReceipt(photo, engine);
      expect({
        number: fields.invoiceNumber?.value,
        date: fields.issueDate?.value,
        net: fields.net?.value,
        vat: fields.vat?.value,
        gross: fields.gross?.value,
        iban: fields.iban?.value,
        vatId: fields.vatId?.value,
        rates: fields.vatByRate.map((r) => [r.rate, r.tax.value]),
      }).toEqual({
        number: RECEIPT_PHOTO_TRUTH.number,
        date: RECEIPT_PHOTO_TRUTH.issueDate,
        net: RECEIPT_PHOTO_TRUTH.net,
        vat: RECEIPT_PHOTO_TRUTH.vat,
        gross: RECEIPT_PHOTO_TRUTH.gross,
        iban: RECEIPT_PHOTO_TRUTH.iban,
        vatId: RECEIPT_PHOTO_TRUTH.vatId,
        rates: RECEIPT_PHOTO_TRUTH.vatByRate.map((r) => [r.rate, r.tax]),
      });
    },
    OCR_TIMEOUT,
  );
});

describe('OCR stays offline', () => {
  it(
    'never downloads a model: pointed at a server, the worker refuses and no request arrives',
    async () => {
      // A real HTTP server on loopback that would serve the model; it counts what it is asked.
      const requests: string[] = [];
      const server = createServer((req, res) => {
        requests.push(req.url ?? '');
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        await expect(createOcrEngine({ langPath: `http://127.0.0.1:${port}/tessdata` })).rejects.toThrow(
          /Netzwerkzugriff im OCR-Worker ist gesperrt/,
        );
        expect(requests).toEqual([]);
      } finally {
        server.close();
      }
    },
    OCR_TIMEOUT,
  );

  it('never writes a model cache into the working directory', () => {
    expect(existsSync(join(process.cwd(), 'deu.traineddata'))).toBe(false);
  });
});
