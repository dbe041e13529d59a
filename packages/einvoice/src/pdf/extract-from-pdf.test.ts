import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInvoiceXml } from '../read/read-invoice.ts';
import { extractInvoiceFromPdf } from './extract-from-pdf.ts';

const CORPUS = join(import.meta.dirname, '../../test-corpus');
const pdf = (path: string) => new Uint8Array(readFileSync(`${CORPUS}/${path}`));

describe('extractInvoiceFromPdf', () => {
  it('finds factur-x.xml among other attachments of a ZUGFeRD PDF', async () => {
    // This PDF also carries a PNG and a nested PDF (PDF-ATTACHMENTS.tsv).
    const result = await extractInvoiceFromPdf(pdf('horstoeko-zugferd/pdf_zf_en16931_2.pdf'));
    expect(result).toMatchObject({ ok: true, fileName: 'factur-x.xml' });
    const read = readInvoiceXml(result.ok ? result.xml : '');
    expect(read.ok && read.invoice.customizationId).toBe('urn:cen.eu:en16931:2017');
  });

  it('finds the XRechnung attachment of a hybrid XRechnung PDF', async () => {
    const result = await extractInvoiceFromPdf(pdf('horstoeko-zugferd/pdf_zf_xrechnung_1.pdf'));
    expect(result).toMatchObject({ ok: true, fileName: 'xrechnung.xml' });
  });

  it('reads zugferd-invoice.xml of a ZUGFeRD 2.0 PDF', async () => {
    const result = await extractInvoiceFromPdf(
      pdf('mustang/validator/src/test/resources/attributeBasedXMP_zugferd_2p0_EN16931_Einfach.pdf'),
    );
    expect(result).toMatchObject({ ok: true, fileName: 'zugferd-invoice.xml' });
  });

  it('says in German that a plain PDF has no e-invoice', async () => {
    const result = await extractInvoiceFromPdf(pdf('horstoeko-zugferd/pdf_plain.pdf'));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/keine eingebettete E-Rechnung/) });
  });
});
