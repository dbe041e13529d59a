import { AccountingError, buildGobdExport, type GobdDocumentRow } from '@kontor/accounting';
import type { AccountingPeriod } from '@kontor/contracts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { StoredFile } from '../document-output/index.ts';
import { listArchivedOriginals, listPeriodDocuments } from '../documents/index.ts';
import { findEntityRecords } from '../entities/index.ts';
import { listPeriodIncomingInvoices } from '../incoming-invoices/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { datevParties } from './datev-export.service.ts';
import { findEntriesInPeriod } from './journal.repository.ts';
import { loadTenantLedger } from './tenant-ledger.ts';
import { toJournalEntry } from './vat-return.service.ts';

export interface ExportFile {
  name: string;
  bytes: Uint8Array;
}

/** What a GoBD export consists of: the text files, and the originals to add under their names. */
export interface GobdExportPlan {
  files: ExportFile[];
  originals: { name: string; file: StoredFile }[];
}

const ORIGINALS_FOLDER = 'belege';
const INCOMING_FOLDER = 'eingangsrechnungen';
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_');

/**
 * The Datenträgerüberlassung ("Z3") of a period: index.xml with its DTD, the journal, the accounts
 * in use, the booked documents, the booked (approved or paid) incoming invoices and the master
 * data as CSV (@kontor/accounting), plus where the archived originals go (belege/, each named in
 * ausgangsbelege.csv; eingangsrechnungen/, each named in eingangsrechnungen.csv) — their bytes
 * are read by the caller outside the transaction.
 */
export async function prepareGobdExport(tx: Tx, period: AccountingPeriod): Promise<GobdExportPlan> {
  const settings = await loadTenantSettings(tx);
  const ledger = await loadTenantLedger(tx);
  const journal = (await findEntriesInPeriod(tx, period.from, period.to)).map(toJournalEntry);
  const documents = await listPeriodDocuments(tx, period.from, period.to);
  const customerIds = [...new Set(documents.flatMap((d) => (d.customerId === null ? [] : [d.customerId])))];
  const customerNumbers = new Map(
    (await findEntityRecords(tx, customerIds)).map((record) => [record.id, record.number]),
  );
  const parties = await datevParties(tx);
  const originals: GobdExportPlan['originals'] = [];
  const filesOf = new Map<number, string[]>();
  const used = new Set<string>();
  for (const original of await listArchivedOriginals(
    tx,
    documents.map((d) => d.id),
  )) {
    let name = `${ORIGINALS_FOLDER}/${safeName(original.file.name)}`;
    if (used.has(name)) name = `${ORIGINALS_FOLDER}/${original.documentId}-${safeName(original.file.name)}`;
    used.add(name);
    originals.push({ name, file: original.file });
    filesOf.set(original.documentId, [...(filesOf.get(original.documentId) ?? []), name]);
  }
  const incoming = (await listPeriodIncomingInvoices(tx, period.from, period.to)).map((invoice) => {
    let name = `${INCOMING_FOLDER}/${safeName(invoice.original.name)}`;
    if (used.has(name)) name = `${INCOMING_FOLDER}/${invoice.id}-${safeName(invoice.original.name)}`;
    used.add(name);
    originals.push({ name, file: invoice.original });
    return { ...invoice, originalFile: name };
  });

  const rows: GobdDocumentRow[] = documents.map((d) => ({
    number: d.number,
    typeLabel: d.typeLabel,
    date: d.date,
    serviceDate: d.serviceDate,
    customerNumber: d.customerId === null ? null : (customerNumbers.get(d.customerId) ?? null),
    customerName: d.customerName,
    net: d.net,
    vat: d.vat,
    gross: d.gross,
    statusLabel: d.statusLabel,
    originalFiles: filesOf.get(d.id)?.join(', ') ?? null,
  }));
  try {
    const texts = buildGobdExport({
      supplier: {
        name: settings.company_name,
        location: settings.city ?? '',
        comment: `Datenträgerüberlassung nach § 147 Abs. 6 AO, ${period.from} bis ${period.to}, Kontenrahmen ${ledger.chart.id}`,
      },
      period,
      ledger,
      journal,
      documents: rows,
      incomingInvoices: incoming.map((invoice) => ({
        number: invoice.number,
        date: invoice.date,
        vendorNumber: invoice.vendorNumber,
        vendorName: invoice.vendorName,
        net: invoice.net,
        vat: invoice.vat,
        gross: invoice.gross,
        statusLabel: invoice.statusLabel,
        originalFile: invoice.originalFile,
      })),
      parties,
    });
    const encoder = new TextEncoder();
    return { files: texts.map((f) => ({ name: f.name, bytes: encoder.encode(f.content) })), originals };
  } catch (error) {
    if (error instanceof AccountingError) throw badRequest(`GoBD-Export nicht möglich: ${error.message}`);
    throw error;
  }
}
