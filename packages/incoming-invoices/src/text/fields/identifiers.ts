import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { confidence, spanOf, type DocLine, type ExtractedField } from './field.ts';

/** IBAN as printed: country, check digits, then groups (spaces allowed; OCR may read O for 0). */
const IBAN_PATTERN = /\b([A-Z]{2}\s?[0-9O]{2}(?:\s?[A-Z0-9]){11,30})\b/g;

/** OCR reads digits as look-alike letters; German IBANs are digits after the country code. */
const DIGIT_FOR = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6' } as Record<
  string,
  string
>;

const ibanCandidates = (raw: string): string[] => {
  const compact = electronicFormatIBAN(raw) ?? raw.replace(/\s/g, '').toUpperCase();
  const variants = [compact];
  if (compact.startsWith('DE')) {
    variants.push('DE' + compact.slice(2).replace(/[A-Z]/g, (c) => DIGIT_FOR[c] ?? c));
  }
  // Text after the IBAN may have been glued on (next word without a space): try shorter prefixes.
  return variants.flatMap((v) =>
    Array.from({ length: Math.max(1, v.length - 14) }, (_, i) => v.slice(0, v.length - i)),
  );
};

export const findIbans = (lines: DocLine[]): ExtractedField[] => {
  const found: ExtractedField[] = [];
  for (const line of lines) {
    for (const m of line.text.matchAll(IBAN_PATTERN)) {
      const labelled = /IBAN/i.test(line.text.slice(0, m.index));
      const valid = ibanCandidates(m[1]!).find((c) => isValidIBAN(c));
      if (!valid) {
        // A labelled IBAN with a wrong check digit is shown, marked, for the user to correct.
        const printed = /^[A-Z]{2}\d{2}(?:\s?\d{4}){4}(?:\s?\d{2})$/.exec(m[1]!.trim())?.[0] ?? m[1]!.trim();
        if (labelled) {
          found.push({
            value: printed.replace(/\s/g, ''),
            confidence: confidence(0.2, line),
            span: spanOf(line, m.index!, printed),
            note: 'Die Prüfziffer dieser IBAN stimmt nicht – bitte mit der Rechnung vergleichen.',
          });
        }
        continue;
      }
      const exact = valid === (electronicFormatIBAN(m[1]!) ?? '');
      // A valid checksum is strong evidence on its own; a repaired one less so.
      const evidence = (exact ? 0.85 : 0.7) + (labelled ? 0.15 : 0);
      const printed = m[1]!.slice(0, printedLength(m[1]!, valid.length));
      found.push({
        value: valid,
        confidence: confidence(evidence, line),
        span: spanOf(line, m.index!, printed),
      });
    }
  }
  return found;
};

/** Length of the printed text (with spaces) that holds `chars` IBAN characters. */
const printedLength = (printed: string, chars: number) => {
  let seen = 0;
  for (let i = 0; i < printed.length; i++) {
    if (!/\s/.test(printed[i]!)) seen++;
    if (seen === chars) return i + 1;
  }
  return printed.length;
};

/** ISO 7064 MOD 11,10 check digit of the German USt-IdNr. (BZSt), over the first eight digits. */
export const isValidGermanVatId = (vatId: string): boolean => {
  const m = /^DE([1-9]\d{8})$/.exec(vatId);
  if (!m) return false;
  let product = 10;
  for (const digit of m[1]!.slice(0, 8)) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product === 10 ? 0 : 11 - product;
  return check === Number(m[1]![8]);
};

const VAT_LABEL = /(USt[.\s-]*Id|UID|VAT[\s-]*(ID|Reg|No|Number)|Umsatzsteuer[\s-]*Id|TVA|Steuer[\s-]*Id)/i;
/** Labels that name the buyer's VAT ID, which is not the vendor's. */
const BUYER_HINT = /(Kunde|Käufer|Ihre|client|customer|buyer|Empfänger)/i;
/** EU VAT IDs: two-letter prefix (Greece "EL") and 8–12 characters; German ones are DE + 9 digits. */
const VAT_ID_PATTERN =
  /\b(DE\s?\d{3}\s?\d{3}\s?\d{3}|(?:AT\s?U|BE\s?[01]|FR\s?[0-9A-Z]{2}|NL\s?\d{9}B|[A-Z]{2}\s?)\d[\dA-Z\s]{6,12}\d)\b/g;
const EU_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

export const findVatIds = (lines: DocLine[]): ExtractedField[] => {
  const found: ExtractedField[] = [];
  for (const line of lines) {
    for (const m of line.text.matchAll(VAT_ID_PATTERN)) {
      const value = m[1]!.replace(/\s/g, '');
      if (!EU_PREFIXES.has(value.slice(0, 2)) || value.length > 14) continue;
      if (value.startsWith('DE') && !/^DE\d{9}$/.test(value)) continue;
      const before = line.text.slice(0, m.index);
      const labelled = VAT_LABEL.test(before);
      if (!labelled && !value.startsWith('DE')) continue; // foreign IDs only with a label: too many look-alikes
      const checksum = value.startsWith('DE') ? isValidGermanVatId(value) : undefined;
      let evidence = labelled ? 0.7 : 0.45;
      if (checksum === true) evidence += 0.25;
      if (checksum === false) evidence -= 0.2;
      if (BUYER_HINT.test(before)) evidence -= 0.4;
      found.push({ value, confidence: confidence(evidence, line), span: spanOf(line, m.index!, m[1]!) });
    }
  }
  return found;
};

const TAX_NUMBER_LABEL = /(Steuer[\s-]*(nummer|nr)|St\.?[\s-]*Nr|StNr)\.?\s*:?\s*$/i;
/** Steuernummer as printed by the Länder ("201/113/40209", "21/815/08150") or the 13-digit ELSTER form. */
const TAX_NUMBER_PATTERN = /(?<![\d/])(\d{2,3}\/\d{3,4}\/\d{4,5}|\d{3}\s\d{3}\s\d{5}|\d{13})(?![\d/])/g;

export const findTaxNumbers = (lines: DocLine[]): ExtractedField[] => {
  const found: ExtractedField[] = [];
  for (const line of lines) {
    for (const m of line.text.matchAll(TAX_NUMBER_PATTERN)) {
      const labelled = TAX_NUMBER_LABEL.test(line.text.slice(0, m.index));
      if (!labelled && !m[1]!.includes('/')) continue;
      const evidence = labelled ? 0.9 : 0.4;
      found.push({
        value: m[1]!,
        confidence: confidence(evidence, line),
        span: spanOf(line, m.index!, m[1]!),
      });
    }
  }
  return found;
};
