import type { Ledger } from '../chart/ledger.ts';
import type { DatevParty } from '../datev/write-debitoren-kreditoren.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';
import { gdpduIndexXml, type GobdSupplier } from './gdpdu-index.ts';
import { GDPDU_DTD_FILE_NAME, gdpduDtd } from './gdpdu-dtd.ts';
import { gobdCsv } from './gobd-table.ts';
import {
  accountsTable,
  documentsTable,
  incomingInvoicesTable,
  journalTable,
  partiesTable,
  type GobdDocumentRow,
  type GobdIncomingInvoiceRow,
} from './gobd-tables.ts';

export interface GobdExportInput {
  supplier: GobdSupplier;
  period: { from: string; to: string };
  ledger: Ledger;
  journal: readonly JournalEntry[];
  documents: readonly GobdDocumentRow[];
  incomingInvoices: readonly GobdIncomingInvoiceRow[];
  parties: readonly DatevParty[];
}

export interface GobdFile {
  name: string;
  content: string;
}

/**
 * The text files of a Datenträgerüberlassung ("Z3") for a period: index.xml with its DTD and one
 * CSV per table (journal, chart of accounts in use, outgoing documents, incoming invoices, master
 * data). The app zips them together with the archived originals.
 */
export function buildGobdExport(input: GobdExportInput): GobdFile[] {
  const entries = input.journal.filter((e) => e.date >= input.period.from && e.date <= input.period.to);
  const tables = [
    journalTable(entries),
    accountsTable(
      input.ledger,
      entries.flatMap((e) => [e.debit, e.credit]),
    ),
    documentsTable(input.documents),
    incomingInvoicesTable(input.incomingInvoices),
    partiesTable(input.parties),
  ];
  return [
    { name: 'index.xml', content: gdpduIndexXml(input.supplier, input.period, tables) },
    { name: GDPDU_DTD_FILE_NAME, content: gdpduDtd },
    ...tables.map((t) => ({ name: t.fileName, content: gobdCsv(t) })),
  ];
}
