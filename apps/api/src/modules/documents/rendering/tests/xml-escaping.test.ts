import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { extractInvoiceFromPdf, readInvoiceXml, type En16931Invoice } from '@kontor/einvoice';
import { describe, expect, it } from 'vitest';
import {
  buyerFixture,
  documentFixture,
  item,
  sellerFixture,
} from '../../../../test/renderable-document.fixture.ts';
import { buildDocumentOutputs } from '../build-document-outputs.ts';
import type { DocumentOutputs } from '../output-types.ts';

/**
 * Text a customer or user typed must come back from every e-invoice exactly as typed: an `&`
 * is always written as `&amp;`, also where it looks like the start of an entity.
 */
const names = [
  'A &amp; B',
  '&#65;',
  'A &x; B',
  'Müller & Söhne <Bau> "Nord" \'Süd\'',
  // Scripts the PDF font draws; CJK it lacks, so finalizing refuses such a name (missing-glyphs test).
  'Ελληνική Εταιρεία · ООО «Ромашка» · Ærø Øst',
  'Cash $& Carry $1',
];

function readBack(xml: string): En16931Invoice {
  const result = readInvoiceXml(xml);
  if (!result.ok) throw new Error(result.error);
  return result.invoice;
}

async function einvoicesOf(outputs: DocumentOutputs): Promise<Record<string, En16931Invoice>> {
  const file = (kind: string) => {
    const found = outputs.files.find((f) => f.kind === kind);
    if (!found) throw new Error(`${kind} missing: ${JSON.stringify(outputs.validation[kind as 'zugferd'])}`);
    return found.bytes;
  };
  const embedded = await extractInvoiceFromPdf(file('zugferd'));
  if (!embedded.ok) throw new Error(embedded.error);
  return {
    xrechnungUbl: readBack(new TextDecoder().decode(file('xrechnungUbl'))),
    xrechnungCii: readBack(new TextDecoder().decode(file('xrechnungCii'))),
    zugferd: readBack(embedded.xml),
  };
}

/** The author in the document information and the XMP packet of a PDF. */
async function metadataOf(pdfBytes: Uint8Array): Promise<{ author?: string; xmp: string }> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const stream = pdf.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('PDF without XMP metadata');
  return { author: pdf.getAuthor(), xmp: new TextDecoder().decode(stream.contents) };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Character data of one XML text node (predefined entities and character references). */
const xmlText = (raw: string) =>
  raw.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.replace('#x', '0x').replace('#', '')))
      : (entities[name] ?? entity),
  );

describe('text in e-invoices is written literally (UBL, CII, ZUGFeRD)', () => {
  for (const name of names) {
    it(`${JSON.stringify(name)} round-trips in every format, and every file stays valid`, async () => {
      const doc = documentFixture({
        seller: sellerFixture({ company_name: name }),
        buyer: buyerFixture({ name, address_lines: [name, 'Industrieweg 5', '80331 München'] }),
        subject: name,
        order_reference: name,
        lines: [item({ name, description: `${name}\n${name}` })],
      });
      const outputs = await buildDocumentOutputs(doc, {});

      const fatal = Object.values(outputs.validation).flatMap((report) =>
        report!.findings.filter((f) => f.level === 'fatal').map((f) => `${f.rule_id} ${f.message}`),
      );
      expect(fatal).toEqual([]);

      for (const [kind, invoice] of Object.entries(await einvoicesOf(outputs))) {
        expect({
          kind,
          buyer: invoice.buyer.name,
          seller: invoice.seller.name,
          contact: invoice.seller.contact?.name,
          account: invoice.paymentInstructions?.creditTransfers[0]?.accountName,
          item: invoice.lines[0]?.item.name,
          description: invoice.lines[0]?.item.description,
          note: invoice.notes[0]?.text,
          order: invoice.purchaseOrderReference,
        }).toEqual({
          kind,
          buyer: name,
          seller: name,
          contact: 'Max Buchhalter',
          account: name,
          item: name,
          description: `${name}\n${name}`,
          note: name,
          order: name,
        });
      }

      // The ZUGFeRD PDF names the seller as author, in the document information and in the XMP
      // metadata alike (PDF/A), the XMP encoded as UTF-8.
      const { author, xmp } = await metadataOf(outputs.files.find((f) => f.kind === 'zugferd')!.bytes);
      expect(author).toBe(name);
      expect(xmp.startsWith('<?xpacket begin="\uFEFF"')).toBe(true);
      const creator = /<dc:creator>\s*<rdf:Seq>\s*<rdf:li>([^<]*)<\/rdf:li>/.exec(xmp)?.[1];
      expect(xmlText(creator ?? '')).toBe(name);
    });
  }
});
