import { describe, expect, it } from 'vitest';
import { extractReceiptFields } from './extract-fields.ts';
import { isValidGermanVatId } from './fields/identifiers.ts';
import { buildTextDocument, linesOfSpan } from './text-document.ts';

const doc = (text: string, confidence = 1) =>
  buildTextDocument('text-layer', [
    {
      width: 595,
      height: 842,
      lines: text
        .trim()
        .split('\n')
        .map((line) => ({ text: line, confidence })),
    },
  ]);

const receipt = `
Muster Handwerk GmbH · Hauptstraße 1 · 12345 Musterstadt
Kunden AG
Kundenweg 5, 54321 Kundenstadt
Rechnung
Rechnungsnummer: 2026-0815 Kundennummer: 4711
Rechnungsdatum: 21. November 2026 Lieferdatum: 18.11.2026
Pos. Bezeichnung Menge Einzelpreis Gesamt
1 Fliesen verlegen 10 50,00 500,00
2 Fugenmaterial 4 25,00 100,00
Nettobetrag 600,00 €
zzgl. 19 % MwSt. 114,00 €
Gesamtbetrag 714,00 €
Zahlbar bis 05.12.2026. Bei Zahlung innerhalb 10 Tagen 2 % Skonto.
Steuernummer: 12/345/67890 USt-IdNr.: DE136695976
IBAN: DE02 1203 0000 0000 2020 51 BIC: BYLADEM1001
`;

describe('fields of a German receipt', () => {
  const fields = extractReceiptFields(doc(receipt));

  it('reads number, dates and parties', () => {
    expect(fields.invoiceNumber?.value).toBe('2026-0815');
    expect(fields.issueDate?.value).toBe('2026-11-21');
    expect(fields.dueDate?.value).toBe('2026-12-05');
    expect(fields.vendorName?.value).toBe('Muster Handwerk GmbH');
    expect(fields.vatId?.value).toBe('DE136695976');
    expect(fields.taxNumber?.value).toBe('12/345/67890');
    expect(fields.iban?.value).toBe('DE02120300000000202051');
    expect(fields.currency?.value).toBe('EUR');
  });

  it('reads the totals and the VAT per rate, consistent and therefore confident', () => {
    expect([fields.net?.value, fields.vat?.value, fields.gross?.value]).toEqual([
      '600.00',
      '114.00',
      '714.00',
    ]);
    expect(fields.vatByRate.map((r) => [r.rate, r.tax.value])).toEqual([['19', '114.00']]);
    expect(fields.gross!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads Skonto terms', () => {
    expect(fields.skonto?.value).toEqual({ percent: '2', days: 10 });
  });

  it('points every value at the text it came from', () => {
    const text = doc(receipt).text;
    for (const field of [fields.invoiceNumber, fields.issueDate, fields.gross, fields.iban, fields.vatId]) {
      expect(text.slice(field!.span.start, field!.span.end)).toBe(field!.span.text);
    }
    expect(fields.iban!.span.text).toBe('DE02 1203 0000 0000 2020 51');
    expect(linesOfSpan(doc(receipt), fields.gross!.span)).toHaveLength(1);
  });

  it('trusts totals less when they do not add up', () => {
    const inconsistent = extractReceiptFields(
      doc(receipt.replace('Gesamtbetrag 714,00', 'Gesamtbetrag 741,00')),
    );
    expect(inconsistent.gross?.value).toBe('741.00');
    expect(inconsistent.gross!.confidence).toBeLessThan(fields.gross!.confidence);
  });

  it('scales confidence by the OCR certainty of the line', () => {
    const ocr = extractReceiptFields(doc(receipt, 0.6));
    expect(ocr.gross!.confidence).toBeLessThan(fields.gross!.confidence);
  });

  it('finds net and VAT per rate for mixed 7 % and 19 % receipts', () => {
    const mixed = extractReceiptFields(
      doc(`
Bäckerei Korn e.K.
Beleg-Nr. 8812 Datum 02.01.2027
MwSt 7% Netto 10,00 MwSt 0,70
MwSt 19% Netto 20,00 MwSt 3,80
Netto 30,00
MwSt 4,50
Summe 34,50 EUR
`),
    );
    expect(mixed.vatByRate.map((r) => [r.rate, r.net?.value, r.tax.value])).toEqual([
      ['7', '10.00', '0.70'],
      ['19', '20.00', '3.80'],
    ]);
    expect([mixed.net?.value, mixed.vat?.value, mixed.gross?.value]).toEqual(['30.00', '4.50', '34.50']);
    expect(mixed.invoiceNumber?.value).toBe('8812');
  });

  it('repairs OCR look-alikes in a German IBAN only when the check digits then fit', () => {
    const fields = extractReceiptFields(doc('IBAN DE02 12O3 OOOO OOOO 2O2O 51'));
    expect(fields.iban?.value).toBe('DE02120300000000202051');
    const wrong = extractReceiptFields(doc('IBAN DE03 1203 0000 0000 2020 51'));
    expect(wrong.iban?.note).toMatch(/Prüfziffer/);
    expect(wrong.iban!.confidence).toBeLessThan(0.3);
  });

  it("does not take the buyer's VAT ID for the vendor's", () => {
    const fields = extractReceiptFields(doc('Ihre USt-IdNr.: DE136695976\nUSt-IdNr.: DE811907980'));
    expect(fields.vatId?.value).toBe('DE811907980');
  });
});

describe('German VAT ID check digit (ISO 7064 MOD 11,10)', () => {
  it('accepts real IDs and rejects a changed digit', () => {
    expect(isValidGermanVatId('DE136695976')).toBe(true);
    expect(isValidGermanVatId('DE811907980')).toBe(true);
    expect(isValidGermanVatId('DE136695977')).toBe(false);
    expect(isValidGermanVatId('DE036695976')).toBe(false);
  });
});
