import type { Tx } from '../../db/database.ts';
import { listHistory } from '../history/index.ts';
import { DOCUMENT_ENTITY } from './document-draft.service.ts';
import { documentNotFound } from './document-errors.ts';
import { findDocumentById } from './documents.repository.ts';

/** The timeline of one document, newest first; a deleted draft keeps its history. */
export async function listDocumentHistory(
  tx: Tx,
  tenantId: number,
  id: number,
  page: { beforeId?: number | undefined; limit: number },
) {
  const result = await listHistory(
    tx,
    { entity: DOCUMENT_ENTITY, entityId: String(id), beforeId: page.beforeId },
    page.limit,
  );
  if (result.items.length === 0 && !page.beforeId && !(await findDocumentById(tx, tenantId, id)))
    throw documentNotFound();
  return result;
}
