import { electronicFormatIBAN } from 'ibantools';
import { normalizeVendorName } from './normalize-name.ts';

export interface VendorCandidate {
  id: string;
  name: string;
  vatId?: string | null;
  taxNumber?: string | null;
  ibans?: string[];
}

/** What is known about the invoice's sender (from an e-invoice or from extraction). */
export interface VendorClues {
  name?: string;
  vatId?: string;
  taxNumber?: string;
  iban?: string;
}

export interface VendorMatch {
  vendorId: string;
  /** 0–1 */
  score: number;
  matchedBy: 'vatId' | 'taxNumber' | 'iban' | 'name';
  /** German, for the screen: why this vendor was suggested. */
  reason: string;
}

/** Below this a name alone is no match: "Müller" and "Möller Bau" are different vendors. */
export const NAME_MATCH_THRESHOLD = 0.75;

const compactId = (id: string | null | undefined) => id?.replace(/[\s./-]/g, '').toUpperCase() || undefined;
const compactIban = (iban: string | null | undefined) =>
  iban ? (electronicFormatIBAN(iban) ?? undefined) : undefined;

/** Similarity of two normalised names: Dice coefficient over character bigrams (0–1). */
export const nameSimilarity = (a: string, b: string): number => {
  const x = normalizeVendorName(a).replace(/ /g, '');
  const y = normalizeVendorName(b).replace(/ /g, '');
  if (!x || !y) return 0;
  if (x === y) return 1;
  const bigrams = (s: string) => {
    const map = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) map.set(s.slice(i, i + 2), (map.get(s.slice(i, i + 2)) ?? 0) + 1);
    return map;
  };
  const bx = bigrams(x);
  const by = bigrams(y);
  let common = 0;
  for (const [gram, count] of bx) common += Math.min(count, by.get(gram) ?? 0);
  const total = Math.max(1, x.length - 1 + (y.length - 1));
  return (2 * common) / total;
};

/**
 * Ranks known vendors for an incoming invoice: the VAT ID identifies a company for certain, the
 * tax number almost, an IBAN nearly (accounts are rarely shared), the name only by similarity.
 * Returns matches best first; empty when nothing reaches the threshold ("no match").
 */
export const matchVendors = (clues: VendorClues, vendors: VendorCandidate[]): VendorMatch[] => {
  const vatId = compactId(clues.vatId);
  const taxNumber = compactId(clues.taxNumber);
  const iban = compactIban(clues.iban);
  const matches: VendorMatch[] = [];
  for (const vendor of vendors) {
    const similarity = clues.name ? nameSimilarity(clues.name, vendor.name) : 0;
    const nameNote =
      similarity >= NAME_MATCH_THRESHOLD ? ` und ähnlicher Name (${Math.round(similarity * 100)} %)` : '';
    if (vatId && compactId(vendor.vatId) === vatId) {
      matches.push({
        vendorId: vendor.id,
        score: 1,
        matchedBy: 'vatId',
        reason: `Gleiche USt-IdNr. ${vatId}${nameNote}`,
      });
    } else if (taxNumber && compactId(vendor.taxNumber) === taxNumber) {
      matches.push({
        vendorId: vendor.id,
        score: 0.97,
        matchedBy: 'taxNumber',
        reason: `Gleiche Steuernummer ${clues.taxNumber}${nameNote}`,
      });
    } else if (iban && (vendor.ibans ?? []).some((i) => compactIban(i) === iban)) {
      matches.push({
        vendorId: vendor.id,
        score: 0.9 + 0.05 * similarity,
        matchedBy: 'iban',
        reason: `Gleiche IBAN ${iban.replace(/(.{4})/g, '$1 ').trim()}${nameNote}`,
      });
    } else if (similarity >= NAME_MATCH_THRESHOLD) {
      // A different VAT ID on both sides speaks against the same company, whatever the name.
      const vendorVat = compactId(vendor.vatId);
      if (vatId && vendorVat && vendorVat !== vatId) continue;
      matches.push({
        vendorId: vendor.id,
        score: Math.round(similarity * 0.85 * 100) / 100,
        matchedBy: 'name',
        reason: `Ähnlicher Name „${vendor.name}“ (${Math.round(similarity * 100)} % Übereinstimmung)`,
      });
    }
  }
  return matches.sort((a, b) => b.score - a.score);
};

/** Invoice numbers compare without spaces, separators, case and leading zeros ("RE-0042" = "re 42"). */
export const normalizeInvoiceNumber = (number: string): string =>
  number
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(^|[A-Z])0+(?=\d)/g, '$1');

export interface KnownInvoice {
  id: string;
  vendorId: string;
  number: string;
}

/** Earlier invoices of the same vendor with the same number: a warning, not a refusal. */
export const findDuplicateInvoices = (
  invoice: { vendorId: string; number: string },
  known: KnownInvoice[],
): { duplicates: KnownInvoice[]; warning?: string } => {
  const number = normalizeInvoiceNumber(invoice.number);
  const duplicates = known.filter(
    (k) => k.vendorId === invoice.vendorId && normalizeInvoiceNumber(k.number) === number,
  );
  if (duplicates.length === 0) return { duplicates };
  return {
    duplicates,
    warning: `Von diesem Lieferanten ist bereits eine Rechnung mit der Nummer „${invoice.number}“ erfasst. Bitte prüfen, ob es sich um ein Duplikat handelt.`,
  };
};
