import type { DocumentParty, DocumentType } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findDocumentById, findLinkFrom } from './documents.repository.ts';
import type { OutputOptions } from './rendering/output-types.ts';

async function precedingRow(tx: Tx, tenantId: number, id: number, type: DocumentType) {
  const kind = type === 'cancellation' ? 'cancels' : type === 'creditNote' ? 'creditFor' : null;
  if (!kind) return undefined;
  const link = await findLinkFrom(tx, tenantId, id, kind);
  return link ? findDocumentById(tx, tenantId, link.targetId) : undefined;
}

/**
 * The buyer as the cancelled invoice printed it: a Stornorechnung addresses the same party, even
 * if the master data changed since (GoBD: the pair must match).
 */
export async function cancelledInvoiceBuyer(tx: Tx, tenantId: number, id: number, type: DocumentType) {
  if (type !== 'cancellation') return null;
  const invoice = await precedingRow(tx, tenantId, id, type);
  const buyer = (invoice?.snapshot as { buyer?: DocumentParty | null } | null)?.buyer;
  return buyer ?? null;
}

/** The invoice a cancellation cancels or a credit note refers to (BG-3). */
export async function precedingInvoiceOf(
  tx: Tx,
  tenantId: number,
  id: number,
  type: DocumentType,
): Promise<OutputOptions['precedingInvoice']> {
  const invoice = await precedingRow(tx, tenantId, id, type);
  return invoice?.number ? { number: invoice.number, documentDate: invoice.documentDate } : null;
}

/** Number and type of the invoice a Storno or credit note refers to — its open item in the books. */
export async function precedingInvoiceRef(tx: Tx, tenantId: number, id: number, type: DocumentType) {
  const invoice = await precedingRow(tx, tenantId, id, type);
  return invoice?.number ? { number: invoice.number, type: invoice.type as DocumentType } : null;
}
