import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { readIncomingFile } from './read-incoming-file.ts';
import { XML_MAX_BYTES, XML_MAX_DEPTH } from './xml-guard.ts';

const corpus = join(import.meta.dirname, '../../../einvoice/test-corpus');
const validUbl = readFileSync(join(corpus, 'cen-en16931/ubl/examples/ubl-tc434-example1.xml'), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);
const UBL_OPEN = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"';

const refusal = async (input: string | Uint8Array) => {
  const result = await readIncomingFile(typeof input === 'string' ? bytes(input) : input);
  expect(result.ok).toBe(false);
  return (result as { error: string }).error;
};

describe('hostile XML is refused before any parser reads it', () => {
  it('refuses an external entity (XXE) that would read a local file', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${UBL_OPEN}><ID>&xxe;</ID></Invoice>`;
    expect(await refusal(xml)).toMatch(/Dokumenttyp-Deklaration \(DOCTYPE\/ENTITY\)/);
  });

  it('refuses an entity bomb ("billion laughs")', async () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
    ).join('');
    const xml = `<!DOCTYPE Invoice [<!ENTITY l0 "lol">${entities}]>${UBL_OPEN}><ID>&l9;</ID></Invoice>`;
    expect(await refusal(xml)).toMatch(/DOCTYPE/);
  });

  it('refuses a DOCTYPE even when nothing refers to it, in any case', async () => {
    expect(await refusal(`<!doctype Invoice SYSTEM "http://example.invalid/x.dtd">\n${validUbl}`)).toMatch(
      /DOCTYPE/,
    );
  });

  it('refuses a PDF whose embedded invoice carries a DOCTYPE', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const hostile = validUbl.replace('<Invoice', '<!DOCTYPE Invoice [<!ENTITY a "b">]>\n<Invoice');
    await pdf.attach(bytes(hostile), 'factur-x.xml', { mimeType: 'text/xml' });
    expect(await refusal(await pdf.save())).toMatch(/Sicherheitsgründen/);
  });

  it('refuses excessive nesting but accepts the nesting invoices have', async () => {
    const deep = (levels: number) =>
      `${UBL_OPEN}>${'<Note>'.repeat(levels)}${'</Note>'.repeat(levels)}</Invoice>`;
    expect(await refusal(deep(XML_MAX_DEPTH + 1))).toMatch(/zu tief verschachtelt/);
    expect(await refusal(deep(100_000))).toMatch(/zu tief verschachtelt/);
    const result = await readIncomingFile(bytes(deep(XML_MAX_DEPTH - 2)));
    expect(result.ok).toBe(true);
  });

  it('counts self-closing tags, comments and quoted ">" correctly when measuring depth', async () => {
    const siblings = '<Note a="x>y"/><!-- <Note> --><![CDATA[<Note>]]>'.repeat(XML_MAX_DEPTH * 2);
    const result = await readIncomingFile(bytes(`${UBL_OPEN}>${siblings}</Invoice>`));
    expect(result.ok).toBe(true);
  });

  it('refuses files over the size limit', async () => {
    const padding = `<!--${' '.repeat(XML_MAX_BYTES)}-->`;
    expect(await refusal(validUbl.replace('<Invoice', `${padding}<Invoice`))).toMatch(/zu groß/);
  });

  it('reads the same invoice without the hostile parts', async () => {
    const result = await readIncomingFile(bytes(validUbl));
    expect(result.ok && result.kind).toBe('ubl-invoice');
  });
});

describe('file kinds', () => {
  it('refuses what is neither e-invoice, PDF nor photo, in German', async () => {
    expect(await refusal('Hallo, anbei die Rechnung.')).toMatch(/Unbekanntes Dateiformat/);
  });

  it('names a foreign XML root instead of guessing', async () => {
    expect(await refusal('<?xml version="1.0"?><Order xmlns="urn:x"/>')).toMatch(
      /Unbekanntes Rechnungsformat/,
    );
  });

  it('decodes an ISO-8859-1 invoice as declared, keeping umlauts', async () => {
    const latin1 = validUbl
      .replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="ISO-8859-1"?>')
      .replace(/<cbc:RegistrationName>[^<]*</, '<cbc:RegistrationName>Müller &amp; Söhne<');
    const encoded = Uint8Array.from(latin1, (c) => c.charCodeAt(0));
    const result = await readIncomingFile(encoded);
    expect(result.ok && 'draft' in result && result.draft.vendor.name).toBe('Müller & Söhne');
  });

  it('tells iPhone users how to send a readable photo', async () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...bytes('ftypheic'), 0, 0, 0, 0]);
    expect(await refusal(heic)).toMatch(/HEIC/);
  });
});
