import { documentStatusLabels, documentTypeDefinitions, type DocumentStatus } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { readStoredFile, type StoredFile } from '../document-output/index.ts';
import { listArchiveOfDocuments, listFinalizedInPeriod } from './documents.repository.ts';

/** The types that are invoices in the sense of § 14 UStG (invoices, credit notes, Stornos): they are booked. */
const bookedTypes = Object.entries(documentTypeDefinitions)
  .filter(([, definition]) => definition.einvoiceTypeCode !== null)
  .map(([type]) => type);

export interface PeriodDocument {
  id: number;
  number: string;
  typeLabel: string;
  date: string;
  serviceDate: string | null;
  customerId: number | null;
  customerName: string;
  net: string;
  vat: string;
  gross: string;
  statusLabel: string;
}

/** Finalized invoices, credit notes and Stornos dated in the period, for the GoBD data export. */
export async function listPeriodDocuments(tx: Tx, from: string, to: string): Promise<PeriodDocument[]> {
  const rows = await listFinalizedInPeriod(tx, bookedTypes, from, to);
  return rows.map((row) => {
    const serviceDate = row.header['service_date'];
    return {
      id: row.id,
      number: row.number!,
      typeLabel: documentTypeDefinitions[row.type as keyof typeof documentTypeDefinitions]?.label ?? row.type,
      date: row.documentDate,
      serviceDate: typeof serviceDate === 'string' && serviceDate ? serviceDate : null,
      customerId: row.customerId,
      customerName: row.customerName ?? '',
      net: row.netTotal ?? '0',
      vat: row.vatTotal ?? '0',
      gross: row.grossTotal ?? '0',
      statusLabel: documentStatusLabels[row.status as DocumentStatus] ?? row.status,
    };
  });
}

export interface ArchivedOriginal {
  documentId: number;
  file: StoredFile;
}

/** Where the archived originals (PDF, ZUGFeRD, XRechnung) of the documents lie; bytes via readArchivedOriginal. */
export async function listArchivedOriginals(
  tx: Tx,
  documentIds: readonly number[],
): Promise<ArchivedOriginal[]> {
  const rows = await listArchiveOfDocuments(tx, documentIds);
  return rows.map((row) => ({
    documentId: row.documentId,
    file: {
      blobKey: row.blobKey,
      name: row.filename,
      contentType: row.contentType,
      sha256: row.sha256,
      size: row.size,
    },
  }));
}

/** The bytes of an archived original, checked against its SHA-256; outside any transaction. */
export const readArchivedOriginal = (
  deps: AppDeps,
  tenantId: number,
  original: Pick<ArchivedOriginal, 'file'>,
) => readStoredFile(deps, tenantId, original.file);
