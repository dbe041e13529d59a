/**
 * How the columns of a bank's CSV export map onto a statement entry. Saved per bank account once
 * and reused for every import. Columns are named by their header text (compared trimmed and
 * case-insensitively).
 */
export interface CsvColumnMapping {
  /** `;` for German banks, `,` for neobanks; null = detect from the header line. */
  delimiter: ';' | ',' | '\t' | null;
  /** `auto` = UTF-8 when the bytes are valid UTF-8 (BOM or not), else Windows-1252. */
  encoding: 'auto' | 'utf-8' | 'windows-1252';
  decimalSeparator: ',' | '.';
  /** `auto` reads `21.11.2026`, `21.11.26`, `1.3.2026` and `2026-11-21`. */
  dateFormat: 'auto' | 'dd.mm.yyyy' | 'dd.mm.yy' | 'yyyy-mm-dd';
  columns: CsvColumns;
  /** Values of the status column that mean "not booked yet" (`Umsatz vorgemerkt`, `Vorgemerkt`). */
  pendingValues: string[];
}

export interface CsvColumns {
  bookingDate: string;
  valueDate?: string;
  /** One signed amount column … */
  amount?: string;
  /** … or separate Soll (debit) and Haben (credit) columns … */
  debit?: string;
  credit?: string;
  /** … or an unsigned amount with an `S`/`H` (or `D`/`C`) mark column. */
  debitCreditMark?: string;
  currency?: string;
  counterpartyName?: string;
  /** Payer column for money in, when the export names payer and payee apart (DKB); else counterpartyName. */
  payerName?: string;
  counterpartyIban?: string;
  counterpartyBic?: string;
  /** Several columns are joined with a space (some exports split the purpose). */
  purpose?: string[];
  postingText?: string;
  endToEndId?: string;
  mandateId?: string;
  creditorId?: string;
  status?: string;
  accountIban?: string;
}

export type CsvField = keyof CsvColumns;
