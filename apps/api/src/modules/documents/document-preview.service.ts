import type { DocumentType } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { deductedAdvanceViews, loadDeductibleAdvances } from './document-advances.ts';
import { documentNotFound } from './document-errors.ts';
import { loadDocument } from './document-read.service.ts';
import { loadLetterheadLogo } from '../settings/index.ts';
import { precedingInvoiceOf } from './document-preceding-invoice.ts';
import { loadArchivedFile } from './document-files.service.ts';
import { findDocumentById } from './documents.repository.ts';
import { withPrintedTexts } from './document-printed-texts.ts';
import { renderDocumentPreviewPdf } from './rendering/build-document-outputs.ts';
import type { OutputFile } from '../document-output/index.ts';
import type { RenderableDocument } from './rendering/output-types.ts';

/**
 * What the preview shows: a draft rendered from today's data with the ENTWURF watermark, a
 * finalized document exactly as archived (never rendered again).
 */
export async function previewDocumentPdf(
  deps: AppDeps,
  tx: Tx,
  tenantId: number,
  userId: number,
  id: number,
): Promise<OutputFile> {
  const row = await findDocumentById(tx, tenantId, id);
  if (!row) throw documentNotFound();
  if (row.status !== 'draft') {
    const archived = await loadArchivedFile(deps, tx, id, 'pdf');
    if (!archived) throw conflict('Zu diesem Dokument ist kein PDF archiviert.');
    return archived;
  }
  const doc = await loadDocument(tx, tenantId, row, userId);
  if (!doc.seller) throw new Error('draft without seller');
  const type = row.type as DocumentType;
  // A draft may point at advances that are no longer deductible; the preview still shows it.
  const advances = await loadDeductibleAdvances(
    tx,
    tenantId,
    { id, type, customerId: row.customerId },
    doc.deducted_advance_ids,
  ).catch(() => []);
  const printed = await withPrintedTexts(tx, { tenantId, userId }, doc as RenderableDocument);
  const bytes = await renderDocumentPreviewPdf(printed, {
    draft: true,
    logo: await loadLetterheadLogo(deps, tx),
    deductedAdvances: deductedAdvanceViews(advances),
    precedingInvoice: await precedingInvoiceOf(tx, tenantId, id, type),
  });
  return { kind: 'pdf', filename: 'Vorschau.pdf', contentType: 'application/pdf', bytes };
}
