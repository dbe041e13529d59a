import type { LetterFrame } from './letter-pdf-view.ts';

/**
 * A business document as a DIN 5008 letter — invoice, quote, delivery note, dunning notice:
 * heading, positions table, totals, payment terms, closing. Everything is already decided and
 * formatted in German ("1.234,56 €", "19 %", "02.03.2026"); the renderer only places text, so
 * the PDF can never disagree with the totals calculation or the e-invoice.
 *
 * Keep this shape stable: the preview, finalize, the e-invoice (ZUGFeRD) path and dunning build it.
 */
export interface DocumentPdfView extends Omit<LetterFrame, 'runningTitle'> {
  /** "Rechnung", "Angebot", "Gutschrift", "Stornorechnung", "1. Mahnung" … */
  title: string;
  /** Printed after the title and on follow pages, e.g. "Nr. RE-2026-00001"; null for drafts without number. */
  titleSuffix?: string | null;
  subject?: string | null;
  /** Salutation and intro; "\n" starts a new line. */
  intro?: string | null;
  /** Delivery notes print quantities only: no price, VAT or amount columns, no Übertrag. */
  showPrices: boolean;
  rows: DocumentPdfRow[];
  /** Totals from top to bottom; `strong` rows (Gesamtbetrag, Zahlbetrag) are bold with a rule above. */
  totals: { label: string; value: string; strong?: boolean }[];
  /** Legal VAT notes, e.g. "Steuerschuldnerschaft des Leistungsempfängers (§13b UStG)". */
  vatNotes: string[];
  /** Payment terms incl. Skonto, one paragraph per entry. */
  paymentTerms: string[];
  /** EPC069-12 payload from `girocodePayload`; printed as QR next to the payment terms. */
  girocode?: string | null;
  /** Closing text; "\n" starts a new line. */
  outro?: string | null;
}

/**
 * One row of the line table. `carry` is the running net sum of the amounts up to and including
 * this row, formatted; when a page ends after this row it is printed as "Übertrag" at the bottom
 * of the page and the top of the next (the mapper knows the amounts, the renderer the page breaks).
 */
export type DocumentPdfRow =
  | {
      kind: 'item';
      pos: string;
      description: string;
      /** Longer description under the name, smaller; "\n" starts a new line. */
      detail?: string | null;
      quantity: string;
      unit: string;
      unitPrice: string;
      /** "10 %" when the line has a discount; the column appears only if any row has one. */
      discount?: string | null;
      vat: string;
      total: string;
      carry?: string;
    }
  | { kind: 'title'; text: string; carry?: string }
  | { kind: 'subtotal'; label: string; amount: string; carry?: string }
  | { kind: 'text'; text: string; carry?: string };
