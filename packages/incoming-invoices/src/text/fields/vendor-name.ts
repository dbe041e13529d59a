import { confidence, spanOf, type DocLine, type ExtractedField } from './field.ts';

export const LEGAL_FORM =
  /\b(GMBH|GmbH\s*&\s*Co\.?\s*KG|gGmbH|GmbH|mbH|AG|UG(?:\s*\(haftungsbeschränkt\))?|e\.\s?K\.?|e\.\s?Kfm\.?|e\.\s?Kfr\.?|KG|OHG|GbR|PartG|e\.\s?V\.?|eG|SE|a\.\s?G\.|Ltd\.?|Inc\.?|LLC|S\.?A\.?R\.?L\.?|SAS|B\.?V\.?|N\.?V\.?|S\.?p\.?A\.?|Corporation|Corp\.?)(?=$|[\s,.●•·|])/;

const SELLER_LABEL =
  /^(Verkäufer|Lieferant|Rechnungssteller|Leistungserbringer|Absender|Seller|Supplier|Vendor|Von)\b/i;
const BUYER_LABEL =
  /^(Käufer|Kunde|Rechnungsempfänger|Leistungsempfänger|Empfänger|Lieferanschrift|Lieferadresse|Buyer|Customer|Bill\s*to|Ship\s*to|An\b|Adresse de livraison)/i;
/** The sender line above the address window: "Firma GmbH · Straße 1 · 12345 Ort". */
const SENDER_LINE = /^(.{3,60}?)\s*[●•·|,–-]\s*.*\b\d{5}\b/;

const clean = (name: string) => name.replace(/^(Name|Firma)\s*:\s*/i, '').replace(/[\s,;:]+$/, '');

/**
 * The vendor's name: named after a seller label, the small sender line above the address
 * window, or a line with a legal form outside the buyer block. Repetition (letterhead and
 * footer) raises confidence.
 */
export const findVendorNames = (lines: DocLine[]): ExtractedField[] => {
  const found: ExtractedField[] = [];
  let block: 'seller' | 'buyer' | undefined;
  let blockLines = 0;
  for (const line of lines) {
    const text = line.text;
    if (SELLER_LABEL.test(text)) [block, blockLines] = ['seller', 0];
    else if (BUYER_LABEL.test(text)) [block, blockLines] = ['buyer', 0];
    else if (++blockLines > 6) block = undefined;

    const sender = SENDER_LINE.exec(text);
    if (sender && LEGAL_FORM.test(sender[1]!)) {
      found.push({
        value: clean(sender[1]!),
        confidence: confidence(0.8, line),
        span: spanOf(line, 0, sender[1]!),
      });
      continue;
    }
    const named = /^(Name|Firma)\s*:\s*(.+)$/i.exec(text);
    if (named && block === 'seller') {
      const at = text.indexOf(named[2]!);
      found.push({
        value: clean(named[2]!),
        confidence: confidence(0.85, line),
        span: spanOf(line, at, named[2]!),
      });
      continue;
    }
    const legal = LEGAL_FORM.exec(text);
    if (legal && block !== 'buyer' && text.length <= 80) {
      const end = legal.index + legal[0].length;
      // Stop at address or contact details that follow the name on the same line.
      const name = clean(text.slice(0, end).replace(/^.*[●•·|]\s*/, ''));
      if (name.length < 3 || /\d{5}/.test(name)) continue;
      const at = text.indexOf(name);
      found.push({
        value: name,
        confidence: confidence(block === 'seller' ? 0.75 : 0.5, line),
        span: spanOf(line, at, name),
      });
    }
  }
  // The same name in letterhead and footer is more likely the vendor.
  const counts = new Map<string, number>();
  for (const f of found) counts.set(f.value.toLowerCase(), (counts.get(f.value.toLowerCase()) ?? 0) + 1);
  return found.map((f) =>
    (counts.get(f.value.toLowerCase()) ?? 0) > 1 ? { ...f, confidence: Math.min(1, f.confidence + 0.1) } : f,
  );
};
