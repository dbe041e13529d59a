import { confidence, spanOf, type DocLine, type ExtractedField } from './field.ts';

const VALUE = String.raw`\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/._]*)`;
/** "Rechnungsnummer: X", "Re.-Nr. X", "Invoice No. X" — a label that can only mean the number. */
const NUMBER_LABEL = new RegExp(
  String.raw`(?<!\p{L})(?:(?:Rechnungs|Gutschrifts)[\s-]*(?:nummer|nr\.?)|Re\.?[\s-]*Nr\.?|Invoice\s*(?:number|no\.?|#)|Facture\s*(?:n°|no\.?))` +
    VALUE,
  'giu',
);
/** "Belegnummer X": usually the invoice number, sometimes a reference the sender keeps. */
const DOCUMENT_NUMBER_LABEL = new RegExp(
  String.raw`(?<!\p{L})(?:Beleg|Dokument)[\s-]*(?:nummer|nr\.?)` + VALUE,
  'giu',
);
/** "Handelsrechnung (380) Nr. X", "Gutschrift … Nr. X": a document word, then "Nr." within the line. */
const DOCUMENT_THEN_NUMBER = new RegExp(
  String.raw`(?:Rechnung\w*|Gutschrift|Invoice|Facture|Avoir|Credit\s*note)\b[^:]{0,45}?(?:Nr\.?|No\.?|Nummer|#|n°)` +
    VALUE,
  'giu',
);
/** "Rechnung 12345", "Invoice 103767": weaker, the word may head a line about something else. */
const DOCUMENT_WORD = new RegExp(
  String.raw`(?<!\p{L})(?:Rechnung|Invoice|Facture|Gutschrift|Avoir)` + VALUE,
  'gu',
);
/** Other numbers that carry the same labels: original invoice, order, customer, tax numbers. */
const OTHER_NUMBER = /(Ursprungs|Bezugs|Vorgänger|Kunden|Auftrags|Bestell|Liefer|Steuer|USt|Order|Customer)/i;
const DATE_LIKE = /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/;

export const findInvoiceNumbers = (lines: DocLine[]): ExtractedField[] => {
  const found: ExtractedField[] = [];
  for (const line of lines) {
    for (const [pattern, evidence] of [
      [NUMBER_LABEL, 0.9],
      [DOCUMENT_THEN_NUMBER, 0.85],
      [DOCUMENT_NUMBER_LABEL, 0.7],
      [DOCUMENT_WORD, 0.55],
    ] as const) {
      for (const m of line.text.matchAll(pattern)) {
        const value = m[1]!.replace(/[.:,/-]+$/, '');
        if (!/\d/.test(value) || DATE_LIKE.test(value)) continue;
        const label = m[0].slice(0, m[0].length - m[1]!.length);
        if (OTHER_NUMBER.test(label)) continue;
        const at = m.index! + label.length;
        found.push({ value, confidence: confidence(evidence, line), span: spanOf(line, at, value) });
      }
    }
  }
  return found;
};
