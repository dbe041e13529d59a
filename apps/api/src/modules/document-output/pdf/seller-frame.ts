import type { DocumentParty, DocumentSeller } from '@kontor/contracts';
import type { LetterFrame } from './letter-pdf-view.ts';

const present = (...parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');

const formatIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * The tenant's letterhead, return line and footer (§35a GmbHG / §37a HGB: register, managing
 * directors; tax ids; bank) — the same on invoices, dunning notices and letters.
 */
export function sellerFrame(
  seller: DocumentSeller,
): Pick<LetterFrame, 'letterhead' | 'senderLine' | 'footer'> {
  const s = seller;
  const cityLine = present(s.zip, s.city).join(' ');
  return {
    letterhead: {
      name: s.company_name,
      lines: [
        present(s.street, cityLine).join(' · '),
        present(s.phone ? `Tel. ${s.phone}` : null, s.email, s.website).join(' · '),
      ].filter((l) => l !== ''),
    },
    senderLine: present(s.company_name, s.street, cityLine).join(' · '),
    footer: [
      present(s.company_name, s.street, cityLine),
      present(
        s.register_court,
        s.register_number,
        s.managing_directors ? `Geschäftsführung: ${s.managing_directors}` : null,
      ),
      present(
        s.tax_number ? `Steuernr.: ${s.tax_number}` : null,
        s.vat_id ? `USt-IdNr.: ${s.vat_id}` : null,
        s.phone ? `Tel.: ${s.phone}` : null,
        s.email,
      ),
      present(s.bank_name, s.iban ? `IBAN: ${formatIban(s.iban)}` : null, s.bic ? `BIC: ${s.bic}` : null),
    ].filter((column) => column.length > 0),
  };
}

/** The address window of a party; its address lines may already start with the name. */
export function recipientLinesOf(party: Pick<DocumentParty, 'name' | 'address_lines'> | null): string[] {
  if (!party) return [];
  return party.address_lines[0] === party.name ? party.address_lines : [party.name, ...party.address_lines];
}
