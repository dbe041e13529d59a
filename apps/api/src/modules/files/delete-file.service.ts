import type { Logger } from 'pino';
import { writerOf, type AuthContext } from '../../core/auth/request-auth.ts';
import type { BlobStore } from '../../core/files/blob-store.ts';
import type { AppDb } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { deleteFileRow } from './files.service.ts';

/**
 * The row goes first, in its transaction with the history item; the bytes once that committed.
 * A failed byte deletion leaves an orphan in the store (logged), never a row without content.
 */
export async function deleteFile(
  deps: { db: AppDb; blobStore: BlobStore; log: Logger },
  auth: AuthContext,
  id: number,
) {
  const removed = await withTenant(deps.db, auth.tenantId, (tx) => deleteFileRow(tx, writerOf(auth), id));
  await deps.blobStore
    .delete(removed.storageKey)
    .catch((error: unknown) =>
      deps.log.error({ err: error, key: removed.storageKey }, 'file content left in the store'),
    );
  return { id: removed.id };
}
