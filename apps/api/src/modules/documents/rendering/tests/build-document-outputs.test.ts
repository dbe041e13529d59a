import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { extractInvoiceFromPdf, readInvoiceXml } from '@kontor/einvoice';
import { describe, expect, it } from 'vitest';
import { validateEinvoiceXml } from '../../../document-output/index.ts';
import { buildDocumentOutputs, renderDocumentPreviewPdf } from '../build-document-outputs.ts';
import type { DocumentOutputs } from '../output-types.ts';
import { toEn16931 } from '../to-en16931.ts';
import { einvoiceCases } from './einvoice-cases.fixture.ts';
import { documentFixture, item, sellerFixture } from '../../../../test/renderable-document.fixture.ts';

const fatalOf = (outputs: DocumentOutputs) =>
  Object.entries(outputs.validation).flatMap(([kind, report]) =>
    report!.findings.filter((f) => f.level === 'fatal').map((f) => `${kind}: ${f.rule_id} ${f.message}`),
  );

const fileOf = (outputs: DocumentOutputs, kind: string) => outputs.files.find((f) => f.kind === kind);

async function xmpOf(pdfBytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const stream = pdf.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('PDF without XMP metadata');
  return new TextDecoder().decode(stream.contents);
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('buildDocumentOutputs', () => {
  for (const { name, doc, options } of einvoiceCases()) {
    // Without fatal findings means: the XML Schema step (CII D16B, Factur-X EN 16931) passes too.
    it(`${name}: PDF, ZUGFeRD and XRechnung UBL + CII, all without fatal findings`, async () => {
      const outputs = await buildDocumentOutputs(doc, options);
      expect(fatalOf(outputs)).toEqual([]);
      expect(outputs.files.map((f) => f.kind)).toEqual(['pdf', 'zugferd', 'xrechnungUbl', 'xrechnungCii']);
      for (const kind of ['zugferd', 'xrechnungUbl', 'xrechnungCii'] as const) {
        expect(outputs.validation[kind]?.valid).toBe(true);
      }

      // ZUGFeRD: PDF/A-3 with the CII as factur-x.xml, carrying the same model as written.
      const zugferd = fileOf(outputs, 'zugferd')!;
      const xmp = await xmpOf(zugferd.bytes);
      expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      const embedded = await extractInvoiceFromPdf(zugferd.bytes);
      if (!embedded.ok) throw new Error(embedded.error);
      expect(embedded.fileName).toBe('factur-x.xml');
      const read = readInvoiceXml(embedded.xml);
      if (!read.ok) throw new Error(read.error);
      const expected = toEn16931(doc, options, 'en16931', 'cii');
      expect(json({ ...read.invoice, paymentTerms: read.invoice.paymentTerms?.trimEnd() })).toEqual(
        json({ ...expected, paymentTerms: expected.paymentTerms?.trimEnd() }),
      );
    }, 30_000); // the first case also compiles the XML Schemas (about a second)
  }

  it('ZUGFeRD metadata: document info and XMP say the same, in German (PDF/A-3, ISO 19005-3 6.7.3)', async () => {
    const outputs = await buildDocumentOutputs(documentFixture(), {});
    const bytes = fileOf(outputs, 'zugferd')!.bytes;
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const xmp = await xmpOf(bytes);
    expect(pdf.getTitle()).toBe('Rechnung RE-2026-00001');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Rechnung RE-2026-00001</rdf:li>');
    expect(pdf.getAuthor()).toBe('Muster Handwerk GmbH');
    expect(xmp).toMatch(/<dc:creator>\s*<rdf:Seq>\s*<rdf:li>Muster Handwerk GmbH<\/rdf:li>/);
    expect(pdf.getSubject()).toBe('Rechnung RE-2026-00001 vom 02.03.2026 von Muster Handwerk GmbH');
    expect(xmp).toContain('Rechnung RE-2026-00001 vom 02.03.2026 von Muster Handwerk GmbH</rdf:li>');
    expect(pdf.getProducer()).toBe('Kontor');
    expect(xmp).toContain('<pdf:Producer>Kontor</pdf:Producer>');
    expect(pdf.getCreator()).toBe('Kontor');
    expect(xmp).toContain('<xmp:CreatorTool>Kontor</xmp:CreatorTool>');
    expect(pdf.getKeywords()).toBe('Rechnung Factur-X ZUGFeRD');
    expect(xmp).toContain('<pdf:Keywords>Rechnung Factur-X ZUGFeRD</pdf:Keywords>');
  });

  it('names the files after type and number', async () => {
    const outputs = await buildDocumentOutputs(documentFixture(), {});
    expect(outputs.files.map((f) => [f.filename, f.contentType])).toEqual([
      ['Rechnung_RE-2026-00001.pdf', 'application/pdf'],
      ['Rechnung_RE-2026-00001_zugferd.pdf', 'application/pdf'],
      ['Rechnung_RE-2026-00001_xrechnung.xml', 'application/xml'],
      ['Rechnung_RE-2026-00001_xrechnung-cii.xml', 'application/xml'],
    ]);
  });

  it('a quote or delivery note gets only its PDF', async () => {
    for (const type of ['quote', 'orderConfirmation', 'deliveryNote'] as const) {
      const outputs = await buildDocumentOutputs(documentFixture({ type, number: 'AN-2026-00001' }), {});
      expect(outputs.files.map((f) => f.kind)).toEqual(['pdf']);
      expect(outputs.validation).toEqual({});
    }
  });

  it('leaves out XRechnung when the seller has no phone (BR-DE-6) but keeps ZUGFeRD, and says why', async () => {
    const doc = documentFixture({ seller: sellerFixture({ phone: null }) });
    const outputs = await buildDocumentOutputs(doc, {});
    expect(outputs.files.map((f) => f.kind)).toEqual(['pdf', 'zugferd']);
    expect(outputs.validation.xrechnungUbl?.valid).toBe(false);
    expect(outputs.validation.xrechnungUbl?.findings.map((f) => f.rule_id)).toContain('BR-DE-6');
    expect(outputs.validation.xrechnungCii?.findings.map((f) => f.rule_id)).toContain('BR-DE-6');
    expect(outputs.validation.zugferd?.valid).toBe(true);
  });

  it('refuses every e-invoice for reverse charge (§13b) when the customer has no VAT id', async () => {
    const { doc } = einvoiceCases().find((c) => c.name === 'AE reverse charge §13b')!;
    const outputs = await buildDocumentOutputs({ ...doc, buyer: { ...doc.buyer!, vat_id: null } }, {});
    expect(outputs.files.map((f) => f.kind)).toEqual(['pdf']);
    for (const kind of ['zugferd', 'xrechnungUbl', 'xrechnungCii'] as const) {
      expect(
        outputs.validation[kind]?.findings.some((f) => f.level === 'fatal' && f.rule_id.startsWith('BR-AE-')),
      ).toBe(true);
    }
  });

  it('validateEinvoiceXml finds a broken total in a written XRechnung', async () => {
    const outputs = await buildDocumentOutputs(documentFixture(), {});
    const xml = new TextDecoder().decode(fileOf(outputs, 'xrechnungUbl')!.bytes);
    expect((await validateEinvoiceXml(xml, 'xrechnungUbl')).valid).toBe(true);
    const tampered = xml.replace(
      '<cbc:PayableAmount currencyID="EUR">704.19</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">714.19</cbc:PayableAmount>',
    );
    const report = await validateEinvoiceXml(tampered, 'xrechnungUbl');
    expect(report.valid).toBe(false);
    expect(report.findings.map((f) => f.rule_id)).toContain('BR-CO-16');
  });

  it('validateEinvoiceXml rejects a schema-invalid CII (delivery element missing) in German, rule XSD', async () => {
    const outputs = await buildDocumentOutputs(documentFixture(), {});
    const xml = new TextDecoder().decode(fileOf(outputs, 'xrechnungCii')!.bytes);
    expect((await validateEinvoiceXml(xml, 'xrechnungCii')).valid).toBe(true);
    const broken = xml.replace(
      /<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>|<ram:ApplicableHeaderTradeDelivery\/>/,
      '',
    );
    expect(broken).not.toBe(xml);
    for (const kind of ['xrechnungCii', 'zugferd'] as const) {
      const report = await validateEinvoiceXml(broken, kind);
      expect(report.valid).toBe(false);
      const xsd = report.findings.find((f) => f.rule_id === 'XSD');
      expect(xsd?.level).toBe('fatal');
      expect(xsd?.message).toMatch(
        /^Die E-Rechnung entspricht nicht dem XML-Schema .*ApplicableHeaderTradeSettlement/,
      );
    }
  });

  it('the preview of a draft is a PDF and nothing else', async () => {
    const bytes = await renderDocumentPreviewPdf(documentFixture({ status: 'draft', number: null }), {});
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('time per buildDocumentOutputs for a 10-line invoice', async () => {
    const lines = Array.from({ length: 10 }, (_, i) =>
      item({
        name: `Position ${i + 1}`,
        quantity: String(i + 1),
        unit_price: '12.34',
        vat_rate: i % 3 ? '19' : '7',
      }),
    );
    const doc = documentFixture({ lines });
    await buildDocumentOutputs(doc, {}); // warm up fonts and code
    const runs = 5;
    const start = performance.now();
    for (let i = 0; i < runs; i++) await buildDocumentOutputs(doc, {});
    const ms = (performance.now() - start) / runs;
    process.stdout.write(`buildDocumentOutputs, 10-line invoice: ${ms.toFixed(1)} ms per document\n`);
    expect(ms).toBeLessThan(2000);
  }, 30_000);
});
