import type { VatFunctionId, Side } from '../chart/vat-functions.ts';

export type JournalSourceType =
  'document' | 'incomingInvoice' | 'payment' | 'bankTransaction' | 'openingBalance' | 'manual';

/** A project an entry is booked to: its record id, and its number (DATEV KOST2). */
export interface JournalProject {
  id: string;
  number: string;
}

/** The record an entry was booked from — the drill-down target of the account pages. */
export interface JournalSource {
  type: JournalSourceType;
  id: string;
}

/**
 * One posting as DATEV knows it: one amount from the debit account to the credit account. When
 * the amount carries VAT, `vatFunction` names the tax case and `vatSide` the account that bears it
 * (the revenue or expense account, never the personal or bank account); the tax is split off that
 * side (`taxMode` included) or added on both sides (reverse charge). `vatKey` is the DATEV
 * BU-Schlüssel, present only when the tax-bearing account is not an automatic one.
 */
export interface JournalEntry {
  /** Booking date = Belegdatum, ISO "YYYY-MM-DD". */
  date: string;
  /** Invoice number / open-item key (DATEV Belegfeld 1). */
  belegfeld1: string;
  belegfeld2?: string;
  /** Buchungstext. */
  text: string;
  debit: string;
  credit: string;
  /** Positive decimal string with two decimals. */
  amount: string;
  vatFunction?: VatFunctionId;
  vatSide?: Side;
  vatKey?: string;
  /** Tax contained in (included) or added to (reverse charge) the amount. */
  taxAmount?: string;
  costCentre?: string;
  /** The project the amount belongs to; DATEV receives its number as KOST2. */
  project?: JournalProject;
  /** Leistungsdatum, ISO. */
  serviceDate?: string;
  source: JournalSource;
  /** Set on a reversal: the entry it cancels (same source, opposite sides). */
  reverses?: { date: string; belegfeld1: string };
}

/** A movement on one account: what an entry does to the books once the tax is split off. */
export interface Movement {
  account: string;
  debit: string;
  credit: string;
}
