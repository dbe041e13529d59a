import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusPdfs } from '../receipts/tests/receipt-corpus.fixture.ts';
import { readIncomingFile } from './read-incoming-file.ts';

describe('PDFs at intake', () => {
  it('reads every corpus ZUGFeRD/Factur-X PDF as an e-invoice from its attachment', async () => {
    for (const file of corpusPdfs().filter((f) => !f.endsWith('pdf_plain.pdf'))) {
      const result = await readIncomingFile(new Uint8Array(readFileSync(join(corpusDir, file))));
      expect(result.ok && 'container' in result && result.container, file).toBe('pdf');
      if (!result.ok || !('draft' in result)) continue;
      expect(result.kind, file).toBe('cii');
      expect(result.embeddedFileName, file).toMatch(/\.xml$/i);
      expect(result.draft.totals.gross, file).toBeDefined();
    }
  }, 120_000);

  it('takes a PDF without attachment as a plain PDF', async () => {
    const plain = readFileSync(join(corpusDir, 'horstoeko-zugferd/pdf_plain.pdf'));
    expect(await readIncomingFile(new Uint8Array(plain))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('keeps a PDF with an unreadable invoice attachment as plain PDF and says why, in German', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const zugferd1 =
      '<?xml version="1.0"?><rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"/>';
    await pdf.attach(new TextEncoder().encode(zugferd1), 'ZUGFeRD-invoice.xml', { mimeType: 'text/xml' });
    const result = await readIncomingFile(await pdf.save());
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
    expect((result as { embeddedInvoiceProblem: string }).embeddedInvoiceProblem).toMatch(
      /^Die eingebettete Datei „ZUGFeRD-invoice\.xml“ ist keine lesbare E-Rechnung: Unbekanntes Rechnungsformat/,
    );
  });
});
