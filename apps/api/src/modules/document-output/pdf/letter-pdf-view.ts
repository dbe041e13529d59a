import type { DocumentPdfRow } from './document-pdf-view.ts';

/**
 * What every DIN 5008 Form B page of a tenant shares, whatever the body: letterhead, the address
 * window with return line, the information block, footer, page labels and fold marks. Invoices,
 * dunning notices and plain letters differ only in their `body`.
 */
export interface LetterFrame {
  /** Top right of page 1: company name and one or two short contact lines. */
  letterhead: { name: string; lines: string[] };
  /** Letterhead logo; a PNG or JPEG, scaled into the letterhead box. */
  logo?: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' | string } | null;
  /** Return address line in the window (Rücksendeangabe), e.g. "Muster GmbH · Hauptstraße 12 · 10115 Berlin". */
  senderLine: string;
  /** Recipient lines in the window (DIN 5008: at most 6; more are cut). */
  recipientLines: string[];
  /** Information block right of the window: Datum, Ihr Zeichen, Kundennr., Ansprechpartner … */
  info: { label: string; value: string }[];
  /** Left in the running header of follow pages, e.g. "Rechnung Nr. RE-2026-00001" or the subject. */
  runningTitle: string;
  /** Footer columns (company/address; register court + managing directors; tax ids; bank), each a list of lines. */
  footer: string[][];
  /** Draft preview: diagonal "ENTWURF" on every page. */
  draft?: boolean;
  /** PDF metadata (document info); `createdAt` makes the output reproducible. */
  meta: { title: string; author: string; subject?: string; createdAt?: Date };
}

/** One part of the body, drawn top to bottom below the address window and the information block. */
export type LetterBlock =
  /** Bold title (size 14), then an optional bold subject and the salutation/intro text. */
  | { kind: 'heading'; title: string; subject?: string | null; intro?: string | null }
  /** A letter's Betreff (DIN 5008): bold in the size of the text, no title above it. */
  | { kind: 'subjectLine'; text: string }
  /** The positions table with Übertrag across pages; without prices for delivery notes. */
  | { kind: 'lineTable'; showPrices: boolean; rows: DocumentPdfRow[] }
  /**
   * Right-aligned sums (`strong`: bold with a rule above), then legal notes in small print. The
   * GiroCode (EPC069-12 payload) stands left of the sums, in space a letter leaves empty anyway.
   */
  | {
      kind: 'totals';
      rows: { label: string; value: string; strong?: boolean }[];
      notes: string[];
      girocode?: string | null;
    }
  /** Payment terms with the GiroCode (EPC069-12 payload) beside them, kept on one page. */
  | { kind: 'payment'; terms: string[]; girocode?: string | null }
  /** Body text; "\n" starts a new line. `spaceBefore` in mm. */
  | { kind: 'paragraph'; text: string; spaceBefore?: number };

/** A DIN 5008 letter: the tenant's frame around any sequence of body blocks. */
export interface LetterPdfView extends LetterFrame {
  body: LetterBlock[];
}
