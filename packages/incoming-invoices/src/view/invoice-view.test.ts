import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIncomingFile, type EInvoiceIntake } from '../intake/read-incoming-file.ts';
import { buildInvoiceView } from './invoice-view.ts';
import { renderInvoiceHtml } from './render-invoice-html.ts';

const kosit = join(import.meta.dirname, '../../../einvoice/test-corpus/kosit-xrechnung-testsuite');
const read = async (xml: string) => {
  const result = await readIncomingFile(new TextEncoder().encode(xml));
  expect(result.ok && result.kind).toBe('ubl-invoice');
  return result as EInvoiceIntake;
};

describe('readable view of an XRechnung', () => {
  it('shows the invoice in German with de-DE numbers, dates and Skonto', async () => {
    const { invoice } = await read(
      readFileSync(join(kosit, 'business-cases/standard/01.10a-INVOICE_ubl.xml'), 'utf8'),
    );
    const view = buildInvoiceView(invoice);
    const fact = (label: string) => view.facts.find((f) => f.label === label)?.value;
    expect(view.title).toBe('Rechnung');
    expect(fact('Rechnungsnummer')).toBe('Rechnungsnummer');
    expect(fact('Rechnungsdatum')).toBe('27.06.2016');
    expect(view.totals.at(-1)).toEqual({ label: 'Zahlbetrag', value: '2.594,20 €', emphasis: true });
    expect(view.lines[0]).toMatchObject({
      name: 'Drehstuhl',
      quantity: '10 Stück',
      unitPrice: '218,00 €',
      net: '2.180,00 €',
      vat: '19 % (S)',
    });
    expect(view.payment).toContainEqual({ label: 'IBAN', value: 'DE79 0000 0000 1234 5678 90' });
    expect(view.payment).toContainEqual({
      label: 'Skonto',
      value: '2 % bei Zahlung innerhalb von 7 Tagen (bis 04.07.2016): 51,88 €',
    });
  });
});

describe('hostile content in the XML stays inert', () => {
  const comprehensive = readFileSync(
    join(kosit, 'technical-cases/cius/01.01_comprehensive_test_ubl.xml'),
    'utf8',
  );
  const hostile = comprehensive
    .replace('#AAC#Invoice Note Description</cbc:Note>', '&lt;script&gt;alert(1)&lt;/script&gt;</cbc:Note>')
    .replace(
      '<cbc:Name>Beratung</cbc:Name>',
      '<cbc:Name>&lt;img src="https://evil.example/x.png" onerror="alert(1)"&gt;</cbc:Name>',
    )
    .replace('https://xeinkauf.de/xrechnung/', 'javascript:alert(document.cookie)');

  it('keeps scripts, remote images and javascript: links as plain text in the view', async () => {
    const view = buildInvoiceView((await read(hostile)).invoice);
    expect(view.notes).toContain('<script>alert(1)</script>');
    expect(view.lines.map((l) => l.name)).toContain(
      '<img src="https://evil.example/x.png" onerror="alert(1)">',
    );
    expect(view.attachments.map((a) => a.reference)).toContain('javascript:alert(document.cookie)');
  });

  it('renders HTML with only harmless tags and attributes, no script, link or remote content', async () => {
    const html = renderInvoiceHtml(buildInvoiceView((await read(hostile)).invoice));
    const allowedTags = new Set(
      'html head meta title style body main h1 h2 section div p dl dt dd table thead tbody tr th td'.split(
        ' ',
      ),
    );
    const tags = [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)];
    expect(tags.length).toBeGreaterThan(50);
    for (const [, name, attributes] of tags) {
      expect(allowedTags.has(name!.toLowerCase()), name).toBe(true);
      const attributeNames = [...attributes!.matchAll(/([\w-]+)\s*=/g)].map((m) => m[1]!.toLowerCase());
      for (const attribute of attributeNames)
        expect(['lang', 'charset', 'http-equiv', 'content', 'class']).toContain(attribute);
    }
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '&lt;img src=&quot;https://evil.example/x.png&quot; onerror=&quot;alert(1)&quot;&gt;',
    );
    // Attribute names were checked above; the markup itself opens no script, image or link.
    expect(html).not.toMatch(/<(script|img|a|iframe|object|link)[\s>]/i);
  });
});
