import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadPdfAssets } from '../fonts.ts';
import { addressWindow, bodyTop, infoBlock, page } from '../layout.ts';
import type { LetterPdfView } from '../letter-pdf-view.ts';
import type { RenderTrace } from '../pdf-canvas.ts';
import { renderDocumentPdf } from '../render-document-pdf.ts';
import { renderLetterPdf } from '../render-letter-pdf.ts';
import { recipientLinesOf, sellerFrame } from '../seller-frame.ts';
import { sellerFixture } from '../../../../test/renderable-document.fixture.ts';
import { invoiceView, textsInAddressWindow } from './document-pdf-view.fixture.ts';

type Drawn = Parameters<NonNullable<RenderTrace['text']>>[0];

const seller = sellerFixture({ website: null, email: 'info@muster-handwerk.de' });

const paragraph =
  'wie telefonisch besprochen bestätigen wir Ihnen den Termin für die Wartung Ihrer Heizungsanlage. ' +
  'Bitte sorgen Sie dafür, dass der Heizraum zugänglich ist.';

/** A plain DIN 5008 letter: the tenant's frame, subject, salutation, text, closing — no table. */
function letter(overrides: Partial<LetterPdfView> = {}): LetterPdfView {
  return {
    ...sellerFrame(seller),
    recipientLines: recipientLinesOf({
      name: 'Beispiel Kunde AG',
      address_lines: ['Beispiel Kunde AG', 'z. Hd. Frau Schmidt', 'Industrieweg 5', '80331 München'],
    }),
    info: [
      { label: 'Datum', value: '02.03.2026' },
      { label: 'Ansprechpartner', value: 'Max Buchhalter' },
    ],
    runningTitle: 'Wartungstermin 12.03.2026',
    meta: {
      title: 'Wartungstermin',
      author: seller.company_name,
      createdAt: new Date('2026-03-02T10:00:00Z'),
    },
    body: [
      { kind: 'heading', title: 'Wartungstermin 12.03.2026', intro: 'Sehr geehrte Frau Schmidt,' },
      { kind: 'paragraph', text: paragraph },
      { kind: 'paragraph', text: 'Mit freundlichen Grüßen\nMax Buchhalter', spaceBefore: 5 },
    ],
    ...overrides,
  };
}

async function render(view: LetterPdfView) {
  const texts: Drawn[] = [];
  const bytes = await renderLetterPdf(view, await loadPdfAssets(), { text: (entry) => texts.push(entry) });
  return { pdf: await PDFDocument.load(bytes), texts };
}

describe('renderLetterPdf', () => {
  it('prints a letter in the DIN 5008 Form B places: window, info block, body below, footer', async () => {
    const { pdf, texts } = await render(letter());
    expect(pdf.getPageCount()).toBe(1);
    const at = (text: string) => texts.find((t) => t.text === text);

    expect(textsInAddressWindow(texts)).toEqual([
      'Muster Handwerk GmbH · Hauptstraße 12 · 10115 Berlin',
      'Beispiel Kunde AG',
      'z. Hd. Frau Schmidt',
      'Industrieweg 5',
      '80331 München',
    ]);
    expect(at('Datum')).toMatchObject({ x: infoBlock.left });
    expect(at('02.03.2026')!.y).toBe(at('Datum')!.y);

    const title = at('Wartungstermin 12.03.2026')!;
    expect(title).toMatchObject({ font: 'bold', x: page.left });
    expect(title.y).toBeGreaterThan(bodyTop);
    expect(at('Sehr geehrte Frau Schmidt,')!.y).toBeGreaterThan(title.y);
    const signature = texts.findLast((t) => t.text === 'Max Buchhalter')!;
    expect(signature.y).toBeGreaterThan(at('Mit freundlichen Grüßen')!.y);

    // No business-document parts unless the body asks for them.
    expect(texts.map((t) => t.text)).not.toContain('Beschreibung');
    expect(texts.map((t) => t.text)).toEqual(
      expect.arrayContaining([
        'Seite 1 von 1',
        'Amtsgericht Berlin-Charlottenburg',
        'Geschäftsführung: Anna Muster',
        'IBAN: DE02 1203 0000 0000 2020 51',
      ]),
    );
    expect(pdf.getTitle()).toBe('Wartungstermin');
  });

  it('continues a long letter on follow pages under the running title, never over the footer', async () => {
    const body: LetterPdfView['body'] = [
      { kind: 'heading', title: 'Wartungsvertrag', intro: 'Sehr geehrte Frau Schmidt,' },
      ...Array.from({ length: 40 }, () => ({ kind: 'paragraph' as const, text: paragraph, spaceBefore: 2 })),
    ];
    const { pdf, texts } = await render(letter({ body, runningTitle: 'Wartungsvertrag' }));
    const pages = pdf.getPageCount();
    expect(pages).toBeGreaterThan(1);
    for (let n = 2; n <= pages; n += 1) {
      const onPage = texts.filter((t) => t.page === n);
      expect(onPage.find((t) => t.text === 'Wartungsvertrag')?.y, `page ${n}`).toBeLessThan(page.followTop);
      expect(
        onPage.map((t) => t.text),
        `page ${n}`,
      ).toContain(`Seite ${n} von ${pages}`);
    }
    const bodyLines = texts.filter((t) => t.text.startsWith('wie telefonisch') || t.text.startsWith('Bitte'));
    expect(bodyLines.length).toBeGreaterThanOrEqual(40);
    for (const line of bodyLines) expect(line.y).toBeLessThanOrEqual(page.contentBottom);
  });

  it('gives a business document the same frame as a letter of the same tenant', async () => {
    const frame = sellerFrame(seller);
    const { texts } = await render(letter());
    const invoice: Drawn[] = [];
    await renderDocumentPdf(invoiceView({ ...frame, recipientLines: letter().recipientLines }), undefined, {
      text: (entry) => invoice.push(entry),
    });
    const frameTexts = (drawn: Drawn[]) =>
      drawn
        .filter(
          (t) => t.page === 1 && (t.y < addressWindow.top + addressWindow.height || t.y > page.contentBottom),
        )
        .filter((t) => t.x < infoBlock.left || t.y < addressWindow.top)
        .filter((t) => !t.text.startsWith('Seite'))
        .map((t) => `${t.text}@${t.x.toFixed(2)},${t.y.toFixed(2)}`);
    expect(frameTexts(invoice)).toEqual(frameTexts(texts));
  });
});
