import type { Document } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { currentParties } from './document-parties.ts';
import { documentNotFound } from './document-errors.ts';
import { toDocument } from './document-mapper.ts';
import {
  currentTenantId,
  findDocumentById,
  listArchive,
  listLinksOf,
  listPayments,
  type DocumentRow,
} from './documents.repository.ts';

/** The full Document of a row: links, payments, archive, and for drafts the current parties. */
export async function loadDocument(
  tx: Tx,
  tenantId: number,
  row: DocumentRow,
  userId: number | null = null,
): Promise<Document> {
  // One connection per transaction: the queries run one after the other anyway.
  const links = await listLinksOf(tx, tenantId, row.id);
  const payments = await listPayments(tx, tenantId, row.id);
  const archive = await listArchive(tx, tenantId, row.id);
  const parties =
    row.status === 'draft' || !row.snapshot
      ? await currentParties(tx, tenantId, userId ?? row.createdBy, row)
      : null;
  return toDocument(row, { links, payments, archive, parties });
}

/** A document of the transaction's tenant, or null (RLS: other tenants' ids are simply absent). */
export async function getDocumentById(tx: Tx, id: number): Promise<Document | null> {
  const tenantId = await currentTenantId(tx);
  const row = await findDocumentById(tx, tenantId, id);
  return row ? loadDocument(tx, tenantId, row) : null;
}

export async function getDocument(tx: Tx, tenantId: number, userId: number | null, id: number) {
  const row = await findDocumentById(tx, tenantId, id);
  if (!row) throw documentNotFound();
  return loadDocument(tx, tenantId, row, userId);
}
