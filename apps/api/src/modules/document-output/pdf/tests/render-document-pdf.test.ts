import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { DocumentPdfView } from '../document-pdf-view.ts';
import { loadPdfAssets } from '../fonts.ts';
import { page } from '../layout.ts';
import type { RenderTrace } from '../pdf-canvas.ts';
import { renderDocumentPdf } from '../render-document-pdf.ts';
import { invoiceView, itemRows, textsInAddressWindow } from './document-pdf-view.fixture.ts';

type Drawn = Parameters<NonNullable<RenderTrace['text']>>[0];

async function render(view: DocumentPdfView) {
  const texts: Drawn[] = [];
  const girocodes: { page: number; payload: string }[] = [];
  const bytes = await renderDocumentPdf(view, await loadPdfAssets(), {
    text: (entry) => texts.push(entry),
    girocode: (entry) => girocodes.push(entry),
  });
  const pdf = await PDFDocument.load(bytes);
  const onPage = (n: number) => texts.filter((t) => t.page === n);
  return { bytes, pdf, texts, girocodes, onPage };
}

/** Every font dictionary in the file with the font program it embeds (if any). */
function fontsOf(pdf: PDFDocument) {
  const resolve = (value: unknown) => (value instanceof PDFRef ? pdf.context.lookup(value) : value);
  const dict = (value: unknown) => {
    const resolved = resolve(value);
    return resolved instanceof PDFDict ? resolved : undefined;
  };
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict =>
        object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
    )
    .filter((font) => font.get(PDFName.of('Subtype')) !== PDFName.of('CIDFontType2'))
    .map((font) => {
      const descendants = resolve(font.get(PDFName.of('DescendantFonts')));
      const descendant = (descendants instanceof PDFArray ? dict(descendants.get(0)) : undefined) ?? font;
      const descriptor = dict(descendant.get(PDFName.of('FontDescriptor')));
      const program = ['FontFile', 'FontFile2', 'FontFile3']
        .map((key) => resolve(descriptor?.get(PDFName.of(key))))
        .find((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
      return { name: String(font.get(PDFName.of('BaseFont'))), program };
    });
}

describe('renderDocumentPdf', () => {
  it('prints a 3-line invoice on one A4 page with all fonts embedded', async () => {
    const { pdf, texts } = await render(invoiceView());
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);

    const fonts = fontsOf(pdf);
    expect(fonts.map((f) => f.name).sort()).toEqual([
      expect.stringMatching(/Roboto-Bold/),
      expect.stringMatching(/Roboto-Regular/),
    ]);
    for (const font of fonts) expect(font.program?.contents.length, font.name).toBeGreaterThan(1000);

    const strings = texts.map((t) => t.text);
    expect(strings).toEqual(
      expect.arrayContaining(['Rechnung Nr. RE-2026-00001', 'Gesamtbetrag', '1.459,55 €', 'Seite 1 von 1']),
    );
    expect(strings).not.toContain('Übertrag');
    expect(strings).not.toContain('ENTWURF');
    expect(pdf.getTitle()).toBe('Rechnung RE-2026-00001');
  });

  it('keeps the closing text of a 4-line invoice with Skonto, GiroCode and §35a note on page 1', async () => {
    const outro =
      'Bitte überweisen Sie den Zahlbetrag von 1.459,55 € unter Angabe der Rechnungsnummer RE-2026-00001 ' +
      'auf unser Konto DE02 1203 0000 0000 2020 51. Vielen Dank für Ihren Auftrag.\n\nMit freundlichen Grüßen\nMuster Handwerk GmbH';
    const view = invoiceView({
      rows: itemRows(4).map((row) => (row.kind === 'item' ? { ...row, detail: null } : row)),
      intro:
        'Sehr geehrte Frau Schmidt,\n\nvielen Dank für Ihren Auftrag. Für die ausgeführten Arbeiten berechnen wir Ihnen:',
      paymentTerms: ['Zahlbar bis 16.03.2026 ohne Abzug oder bis 09.03.2026 mit 2 % Skonto (29,19 €).'],
      vatNotes: [
        'Im Rechnungsbetrag enthaltene Arbeitskosten nach § 35a EStG: 520,00 € zzgl. 98,80 € USt. = 618,80 €.',
      ],
      outro,
    });
    const { pdf, onPage } = await render(view);
    expect(pdf.getPageCount()).toBe(1);
    const page1 = onPage(1).map((t) => t.text);
    expect(page1).toContain('Muster Handwerk GmbH');
    expect(page1.join(' ')).toContain('Mit freundlichen Grüßen');
  });

  it('puts the recipient inside the DIN 5008 window, at most 6 lines', async () => {
    const recipientLines = [
      'Beispiel Kunde AG',
      'Abteilung Einkauf',
      'z. Hd. Frau Schmidt',
      'Gebäude 3',
      'Industrieweg 5',
      '80331 München',
      'DEUTSCHLAND',
    ];
    const { texts } = await render(invoiceView({ recipientLines }));
    expect(textsInAddressWindow(texts)).toEqual([
      'Muster Handwerk GmbH · Hauptstraße 12 · 10115 Berlin',
      ...recipientLines.slice(0, 6),
    ]);
  });

  it('breaks 60 lines over pages with repeated header, Übertrag and whole rows', async () => {
    const view = invoiceView({ lineCount: 60 });
    const { pdf, texts, onPage } = await render(view);
    const pages = pdf.getPageCount();
    expect(pages).toBeGreaterThan(1);

    for (let n = 1; n <= pages; n += 1) {
      const strings = onPage(n).map((t) => t.text);
      expect(strings, `page ${n}`).toContain('Beschreibung');
      expect(strings, `page ${n}`).toContain(`Seite ${n} von ${pages}`);
      expect(strings, `page ${n}`).toContain('IBAN DE02 1203 0000 0000 2020 51');
    }

    // Übertrag at the bottom of each page with a following table page and at the top of the next,
    // with the running sum of the rows printed so far.
    const carries = (n: number) =>
      onPage(n)
        .filter((t) => t.text === 'Übertrag')
        .sort((a, b) => a.y - b.y);
    const amountBeside = (label: Drawn) =>
      texts.find((t) => t.page === label.page && t.y === label.y && t.text.endsWith('€'))?.text;
    for (let n = 1; n < pages; n += 1) {
      const below = carries(n).filter((t) => t.y > 200);
      if (below.length === 0) continue; // the table ended on this page
      const above = carries(n + 1).filter((t) => t.y < 60);
      expect(below, `page ${n}`).toHaveLength(1);
      expect(above, `page ${n + 1}`).toHaveLength(1);
      const lastPos = Math.max(
        ...onPage(n)
          .filter((t) => /^\d+$/.test(t.text) && t.x < 30)
          .map((t) => Number(t.text)),
      );
      const carry = view.rows[lastPos - 1]?.carry;
      expect(amountBeside(below[0]!)).toBe(carry);
      expect(amountBeside(above[0]!)).toBe(carry);
    }
    expect(texts.filter((t) => t.text === 'Übertrag').length).toBeGreaterThanOrEqual(2);

    // A row never splits: everything a row prints in the description column follows its
    // position number on the same page.
    const descriptionX = texts.find((t) => t.text === 'Beschreibung')!.x;
    view.rows.forEach((row, i) => {
      if (row.kind !== 'item') return;
      const start = texts.findIndex((t) => t.text === row.pos && t.x < descriptionX);
      const end = texts.findIndex((t, k) => k > start && t.text === String(i + 2) && t.x < descriptionX);
      const printed = texts
        .slice(start, end === -1 ? undefined : end)
        .filter((t) => t.page === texts[start]!.page && t.x === descriptionX)
        .map((t) => t.text)
        .join(' ');
      expect(printed, `row ${row.pos}`).toBe([row.description, row.detail].filter(Boolean).join(' '));
    });

    // Nothing overflows: body text stays between the margins and above the footer.
    for (const t of texts.filter((entry) => entry.width > 0)) {
      expect(t.x, t.text).toBeGreaterThanOrEqual(page.left - 5.01);
      expect(t.x + t.width, t.text).toBeLessThanOrEqual(page.width - page.right + 0.01);
    }
    const body = texts.filter((t) => t.y > 25 && t.y < 265 && !t.text.startsWith('Seite'));
    for (const t of body) expect(t.y, t.text).toBeLessThanOrEqual(page.contentBottom);
  });

  it('wraps a long description inside its column', async () => {
    const long =
      'Lieferung und Montage einer vollständigen Unterverteilung mit FI/LS-Schaltern, Überspannungsschutz Typ 1+2, Beschriftung nach DIN VDE 0100-510 sowie Prüfprotokoll nach DIN VDE 0105-100';
    const view = invoiceView();
    view.rows = [
      {
        ...(view.rows[0] as Extract<DocumentPdfView['rows'][number], { kind: 'item' }>),
        description: long,
        detail: null,
      },
    ];
    const { texts } = await render(view);
    const descriptionLines = texts.filter((t) => long.includes(t.text) && t.text.length > 3);
    expect(descriptionLines.length).toBeGreaterThan(2);
    expect(descriptionLines.map((t) => t.text).join(' ')).toBe(long);
    const quantity = texts.find((t) => t.text === 'Menge')!;
    for (const line of descriptionLines) expect(line.x + line.width).toBeLessThan(quantity.x);
  });

  it('lets a free text longer than a page continue line by line, filling each page', async () => {
    const paragraphs = Array.from({ length: 90 }, (_, i) => `Absatz ${i + 1}: Es gelten unsere AGB.`);
    const view = invoiceView({ rows: [...itemRows(2), { kind: 'text', text: paragraphs.join('\n') }] });
    const { pdf, texts } = await render(view);
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    expect(texts.filter((t) => t.text.startsWith('Absatz')).map((t) => t.text)).toEqual(paragraphs);
    // It starts right under the items on page 1 rather than leaving page 1 empty.
    expect(texts.find((t) => t.text === paragraphs[0])?.page).toBe(1);
    for (const t of texts.filter((entry) => entry.text.startsWith('Absatz'))) {
      expect(t.y).toBeLessThanOrEqual(page.contentBottom);
    }
  });

  it('keeps a group title on the page of its first row', async () => {
    // Different amounts of rows before the title, so that for some of them it falls at a page end.
    for (let before = 8; before <= 16; before += 1) {
      const group = itemRows(3).map((row) => ({ ...row, pos: `2.${(row as { pos: string }).pos}` }));
      const view = invoiceView({
        rows: [...itemRows(before), { kind: 'title', text: 'Bauabschnitt 2' }, ...group],
      });
      const { texts } = await render(view);
      const title = texts.find((t) => t.text === 'Bauabschnitt 2')!;
      const firstUnder = texts.find((t) => t.text === '2.1')!;
      expect(title.page, `${before} rows before`).toBe(firstUnder.page);
    }
  });

  it('prints the GiroCode with its caption only when a payload is given', async () => {
    const view = invoiceView();
    const withCode = await render(view);
    expect(withCode.girocodes).toEqual([{ page: 1, payload: view.girocode }]);
    expect(withCode.texts.map((t) => t.text)).toContain('Mit Banking-App scannen');

    const withoutCode = await render(invoiceView({ girocode: null }));
    expect(withoutCode.girocodes).toEqual([]);
    expect(withoutCode.texts.map((t) => t.text)).not.toContain('Mit Banking-App scannen');
    // The QR code is vector paths: the file with it is clearly larger.
    expect(withCode.bytes.length - withoutCode.bytes.length).toBeGreaterThan(1000);
  });

  it('marks every page of a draft with ENTWURF', async () => {
    const { pdf, texts } = await render(invoiceView({ lineCount: 40, draft: true }));
    const marked = new Set(texts.filter((t) => t.text === 'ENTWURF').map((t) => t.page));
    expect(marked.size).toBe(pdf.getPageCount());
  });

  it('prints a delivery note without prices, VAT or Übertrag', async () => {
    const { pdf, texts } = await render(
      invoiceView({
        title: 'Lieferschein',
        lineCount: 60,
        showPrices: false,
        totals: [],
        girocode: null,
        paymentTerms: [],
      }),
    );
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const strings = texts.map((t) => t.text);
    expect(strings).toContain('Menge');
    for (const hidden of ['Einzelpreis', 'Gesamt', 'USt.', 'Übertrag', '65,00 €'])
      expect(strings).not.toContain(hidden);
  });

  it('embeds a PNG logo in the letterhead', async () => {
    const png = await QRCode.toBuffer('Logo', { type: 'png' });
    const withLogo = await render(
      invoiceView({ logo: { bytes: new Uint8Array(png), contentType: 'image/png' } }),
    );
    const images = withLogo.pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images.length).toBeGreaterThan(0);
  });
});
