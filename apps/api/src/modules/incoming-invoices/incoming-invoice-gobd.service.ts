import { incomingInvoiceStatusLabels, type IncomingInvoiceStatus } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import type { StoredFile } from '../document-output/index.ts';
import { findEntityRecords } from '../entities/index.ts';
import { findDownload } from '../files/index.ts';
import type { Extracted } from './invoice-data.ts';
import { listBookedInPeriod } from './incoming-invoices.repository.ts';

/** An approved (booked) incoming invoice of a period, for the GoBD Datenträgerüberlassung. */
export interface PeriodIncomingInvoice {
  id: number;
  number: string;
  date: string;
  vendorNumber: string | null;
  vendorName: string;
  net: string;
  vat: string;
  gross: string;
  statusLabel: string;
  /** The archived original as uploaded (PDF, XRechnung, ZUGFeRD, image). */
  original: StoredFile;
}

/**
 * The incoming invoices booked in [from, to] — approved or paid, dated (Rechnungsdatum) in the
 * period, as the journal books them — with vendor, amounts and where their original lies.
 */
export async function listPeriodIncomingInvoices(
  tx: Tx,
  from: string,
  to: string,
): Promise<PeriodIncomingInvoice[]> {
  const rows = await listBookedInPeriod(tx, from, to);
  const vendors = new Map(
    (
      await findEntityRecords(
        tx,
        rows.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId])),
      )
    ).map((v) => [v.id, v]),
  );
  const result: PeriodIncomingInvoice[] = [];
  for (const row of rows) {
    const vendor = row.vendorId === null ? undefined : vendors.get(row.vendorId);
    result.push({
      id: row.id,
      number: row.number ?? '',
      date: row.issueDate!,
      vendorNumber: vendor?.number ?? null,
      vendorName: vendor?.name ?? (row.extracted as unknown as Extracted).seller?.name ?? '',
      net: row.netTotal ?? '0.00',
      vat: row.taxTotal ?? '0.00',
      gross: row.grossTotal ?? '0.00',
      statusLabel: incomingInvoiceStatusLabels[row.status as IncomingInvoiceStatus],
      original: await findDownload(tx, row.fileId),
    });
  }
  return result;
}
