import { formatEuro, formatQuantityDe, roundMoney, toBig } from '@kontor/contracts';
import type { DocumentPdfRow, DocumentPdfView } from '../document-pdf-view.ts';
import { girocodePayload } from '../girocode-payload.ts';
import { addressWindow } from '../layout.ts';
import type { RenderTrace } from '../pdf-canvas.ts';

const articles = [
  { name: 'Montagearbeiten Elektroinstallation', unit: 'Std.', price: '65.00', vat: '19' },
  { name: 'NYM-J 3x1,5 mm² Mantelleitung, 100 m Ring', unit: 'Stk.', price: '89.90', vat: '19' },
  { name: 'Fachbuch „Elektrotechnik für Handwerker“, 5. Auflage', unit: 'Stk.', price: '39.90', vat: '7' },
  {
    name: 'Unterverteilung 3-reihig inkl. Hutschienen, Klemmen und Beschriftung',
    unit: 'Stk.',
    price: '249.00',
    vat: '19',
  },
];

/** Item rows with running carries, as the mapping builds them (amounts via big.js). */
export function itemRows(count: number): DocumentPdfRow[] {
  let carry = toBig(0);
  return Array.from({ length: count }, (_, i) => {
    const article = articles[i % articles.length]!;
    const quantity = String((i % 5) + 1);
    const total = roundMoney(toBig(article.price).times(quantity));
    carry = carry.plus(total);
    return {
      kind: 'item' as const,
      pos: String(i + 1),
      description: article.name,
      detail:
        i % 3 === 0
          ? 'Ausführung gemäß Angebot AN-2026-0042 vom 12.02.2026, inkl. Anfahrt und Entsorgung des Verpackungsmaterials.'
          : null,
      quantity: formatQuantityDe(quantity),
      unit: article.unit,
      unitPrice: formatEuro(article.price),
      vat: `${article.vat} %`,
      total: formatEuro(total),
      carry: formatEuro(roundMoney(carry)),
    };
  });
}

export function invoiceView(
  overrides: Partial<DocumentPdfView> & { lineCount?: number } = {},
): DocumentPdfView {
  const { lineCount = 3, ...rest } = overrides;
  return {
    title: 'Rechnung',
    titleSuffix: 'Nr. RE-2026-00001',
    letterhead: {
      name: 'Muster Handwerk GmbH',
      lines: ['Hauptstraße 12 · 10115 Berlin', 'Tel. +49 30 1234567 · rechnung@muster-handwerk.de'],
    },
    senderLine: 'Muster Handwerk GmbH · Hauptstraße 12 · 10115 Berlin',
    recipientLines: ['Beispiel Kunde AG', 'z. Hd. Frau Schmidt', 'Industrieweg 5', '80331 München'],
    info: [
      { label: 'Rechnungsnr.', value: 'RE-2026-00001' },
      { label: 'Datum', value: '02.03.2026' },
      { label: 'Kundennr.', value: 'K-10001' },
      { label: 'Leistungsdatum', value: '27.02.2026' },
      { label: 'Ihre Bestellung', value: 'PO-4711' },
      { label: 'Ansprechpartner', value: 'Max Buchhalter' },
    ],
    subject: 'Elektroinstallation Büro 2. OG',
    intro: 'Sehr geehrte Damen und Herren,\nfür die ausgeführten Arbeiten berechnen wir Ihnen:',
    showPrices: true,
    rows: itemRows(lineCount),
    totals: [
      { label: 'Nettobetrag', value: '1.234,56 €' },
      { label: 'USt 19 % auf 1.154,76 €', value: '219,40 €' },
      { label: 'USt 7 % auf 79,80 €', value: '5,59 €' },
      { label: 'Gesamtbetrag', value: '1.459,55 €', strong: true },
    ],
    vatNotes: [],
    paymentTerms: [
      'Zahlbar bis 16.03.2026 ohne Abzug.',
      'Bei Zahlung bis 09.03.2026 gewähren wir 2 % Skonto (29,19 €), Zahlbetrag 1.430,36 €.',
    ],
    girocode: girocodePayload({
      name: 'Muster Handwerk GmbH',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      amount: '1459.55',
      reference: 'RE-2026-00001',
    }),
    outro: 'Vielen Dank für Ihren Auftrag.\nMit freundlichen Grüßen\nMuster Handwerk GmbH',
    footer: [
      ['Muster Handwerk GmbH', 'Hauptstraße 12', '10115 Berlin', 'www.muster-handwerk.de'],
      ['Amtsgericht Berlin-Charlottenburg', 'HRB 123456 B', 'Geschäftsführerin: Anna Muster'],
      ['Steuernr. 27/123/45678', 'USt-IdNr. DE123456789'],
      ['Deutsche Kreditbank', 'IBAN DE02 1203 0000 0000 2020 51', 'BIC BYLADEM1001'],
    ],
    draft: false,
    meta: {
      title: 'Rechnung RE-2026-00001',
      author: 'Muster Handwerk GmbH',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    },
    ...rest,
  };
}

/** What a render drew inside the DIN 5008 address window, top to bottom. */
export const textsInAddressWindow = (texts: Parameters<NonNullable<RenderTrace['text']>>[0][]) =>
  texts
    .filter(
      (t) =>
        t.x >= addressWindow.left &&
        t.x + t.width <= addressWindow.left + addressWindow.width &&
        t.y > addressWindow.top &&
        t.y < addressWindow.top + addressWindow.height,
    )
    .map((t) => t.text);
