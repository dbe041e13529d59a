import { readImageReceipt, readPdfReceipt, type ReceiptFields } from '@kontor/incoming-invoices';
import type { AppDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../core/jobs/index.ts';
import { AppError, badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { readStoredFile } from '../document-output/index.ts';
import { findDownload, uploadMissing } from '../files/index.ts';
import {
  findBookingLines,
  findIncomingInvoice,
  replaceBookingLines,
  setOcrState,
  updateIncomingInvoice,
} from './incoming-invoices.repository.ts';
import { recordIncomingInvoiceChange } from './incoming-invoice-history.ts';
import { invoiceDataOf, type Extracted } from './invoice-data.ts';
import { withOcrEngine } from './ocr-engine-holder.ts';
import { searchTextOf, suggestedLines, taxationOf } from './upload.service.ts';
import { findSameNumber, matchVendor, vendorRefOf } from './vendor-matching.service.ts';
import { lockInvoice } from './workflow.service.ts';

export const INCOMING_INVOICE_OCR_JOB = 'incoming-invoice-ocr';

const notStarted = 'Die Texterkennung konnte nicht gestartet werden. Bitte die Daten von Hand erfassen.';
const failed = 'Die Texterkennung ist fehlgeschlagen. Bitte die Daten von Hand erfassen.';

/** Queues the OCR of an uploaded scan or photo (after its row is committed: the job must find it). */
export async function queueIncomingInvoiceOcr(deps: AppDeps, tenantId: number, invoiceId: number) {
  try {
    await deps.jobs.send(INCOMING_INVOICE_OCR_JOB, { tenantId, invoiceId });
  } catch (error) {
    deps.log.error({ err: error, tenantId, invoiceId }, 'incoming invoice OCR not queued');
    await withTenant(deps.db, tenantId, (tx) =>
      setOcrState(tx, invoiceId, { status: 'failed', progress: 0, error: notStarted }),
    );
  }
}

/**
 * Fills the draft with what OCR read: figures, seller, vendor match, duplicate warning and first
 * booking lines. What the invoice already has (entered meanwhile) is kept.
 */
async function applyOcrFields(tx: Tx, tenantId: number, invoiceId: number, fields: ReceiptFields) {
  const row = await lockInvoice(tx, invoiceId);
  if (row.status === 'approved' || row.status === 'paid') return;
  const before = row.extracted as unknown as Extracted;
  const { extracted, figures } = invoiceDataOf({
    sourceKind: row.sourceKind as 'pdf' | 'image',
    contentType: '',
    extension: '',
    draft: null,
    receipt: fields,
    findings: row.findings,
    needsOcr: false,
  });
  const match = row.vendorId === null ? await matchVendor(tx, tenantId, extracted.seller) : null;
  const vendor = await vendorRefOf(tx, row.vendorId ?? match?.vendorId ?? null);
  const number = row.number ?? figures.number;
  let duplicateOf = row.duplicateOf;
  let duplicateWarning = before.duplicateWarning ?? null;
  if (!duplicateOf && vendor && number) {
    const same = await findSameNumber(tx, vendor.id, number, row.id);
    duplicateOf = same?.id ?? null;
    duplicateWarning = same?.warning ?? duplicateWarning;
  }
  const taxation = taxationOf(figures, extracted.seller);
  const updated = await updateIncomingInvoice(tx, invoiceId, {
    vendorId: vendor?.id ?? null,
    documentType: row.grossTotal === null ? figures.documentType : row.documentType,
    number,
    issueDate: row.issueDate ?? figures.issueDate,
    dueDate: row.dueDate ?? figures.dueDate,
    currency: figures.currency,
    netTotal: row.netTotal ?? figures.net,
    taxTotal: row.taxTotal ?? figures.tax,
    grossTotal: row.grossTotal ?? figures.gross,
    dueTotal: row.dueTotal ?? figures.due,
    vatBreakdown: row.vatBreakdown.length > 0 ? row.vatBreakdown : figures.vatBreakdown,
    taxation,
    duplicateOf,
    extracted: {
      ...before,
      ...extracted,
      ocr: { status: 'done', progress: 100, error: null },
      vendorMatchReason: row.vendorId === null ? (match?.reason ?? null) : (before.vendorMatchReason ?? null),
      duplicateWarning,
    } as unknown as Record<string, unknown>,
    searchText: searchTextOf(figures, extracted.seller, vendor?.name),
  });
  if ((await findBookingLines(tx, invoiceId)).length === 0) {
    const expenseAccount = vendor?.record.data.expense_account as string | undefined;
    const lines = await suggestedLines(
      tx,
      vendor ? { id: vendor.id, expenseAccount: expenseAccount?.trim() || null } : null,
      figures,
      taxation,
    );
    await replaceBookingLines(tx, tenantId, invoiceId, lines);
  }
  // Recognised by the background job: no user made this change.
  await recordIncomingInvoiceChange(tx, { tenantId, userId: null }, invoiceId, 'recognised');
  return updated;
}

/**
 * One OCR job: reads the stored original (photo, or scanned PDF page by page with progress)
 * with the shared offline engine and fills the draft. A failure is recorded in German; the
 * user then enters the data by hand.
 */
export async function runIncomingInvoiceOcr(deps: AppDeps, tenantId: number, invoiceId: number) {
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(deps.db, tenantId, work);
  const claimed = await inTenant((tx) =>
    setOcrState(tx, invoiceId, { status: 'running', progress: 0, error: null }, ['queued', 'running']),
  );
  if (!claimed) return;
  let progressWrites = Promise.resolve();
  const progress = (done: number, total: number) => {
    const share = Math.min(99, Math.round((done / total) * 100));
    progressWrites = progressWrites.then(async () => {
      await inTenant((tx) =>
        setOcrState(tx, invoiceId, { status: 'running', progress: share, error: null }, ['running']),
      );
    });
  };
  try {
    const row = (await inTenant((tx) => findIncomingInvoice(tx, invoiceId)))!;
    const file = await inTenant((tx) => findDownload(tx, row.fileId));
    const bytes = new Uint8Array(await readStoredFile(deps, tenantId, file, { whenMissing: uploadMissing }));
    const fields = await withOcrEngine(async (engine) => {
      if (row.sourceKind === 'image') return (await readImageReceipt(bytes, engine)).fields;
      const pdf = await readPdfReceipt(bytes, engine, progress);
      if (!pdf.ok) throw badRequest('error' in pdf ? pdf.error : failed);
      return pdf.reading.fields;
    });
    await progressWrites;
    await inTenant((tx) => applyOcrFields(tx, tenantId, invoiceId, fields));
  } catch (error) {
    deps.log.error({ err: error, tenantId, invoiceId }, 'incoming invoice OCR failed');
    await progressWrites.catch(() => undefined);
    const reason = error instanceof AppError ? error.message : failed;
    await inTenant((tx) => setOcrState(tx, invoiceId, { status: 'failed', progress: 0, error: reason }));
  }
}

/** OCR of one uploaded scan or photo per job (queued by the upload). */
export const incomingInvoiceOcrJob: JobDefinition<{ tenantId: number; invoiceId: number }> = {
  name: INCOMING_INVOICE_OCR_JOB,
  handle: (deps: AppDeps, data) => runIncomingInvoiceOcr(deps, data.tenantId, data.invoiceId),
};
