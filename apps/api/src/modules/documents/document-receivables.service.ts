import type { Document } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { loadDocument } from './document-read.service.ts';
import { currentTenantId, findDocumentByIdForUpdate, updateLifecycle } from './documents.repository.ts';

/**
 * A document of the transaction's tenant with its row locked until the transaction ends, so two
 * people dunning the same invoice at once get levels in order; null when there is none.
 */
export async function getDocumentForUpdate(tx: Tx, id: number): Promise<Document | null> {
  const tenantId = await currentTenantId(tx);
  const row = await findDocumentByIdForUpdate(tx, tenantId, id);
  return row ? loadDocument(tx, tenantId, row) : null;
}

/** The Mahnstufe is a lifecycle column: the GoBD trigger lets it move on finalized documents. */
export async function setDunningLevel(tx: Tx, id: number, level: number): Promise<void> {
  await updateLifecycle(tx, await currentTenantId(tx), id, { dunningLevel: level });
}
