import { buffer } from 'node:stream/consumers';
import type { AppDeps } from '../../app-deps.ts';
import { BlobNotFoundError, isKeyOfTenant } from '../../core/files/blob-store.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { currentTenantId, listArchive } from './documents.repository.ts';
import type { ArchiveKind, OutputFile } from './output/output-types.ts';

/** An archived output of a finalized document with its bytes, or null when there is none. */
export async function loadArchivedFile(
  deps: AppDeps,
  tx: Tx,
  id: number,
  kind: ArchiveKind,
): Promise<OutputFile | null> {
  const tenantId = await currentTenantId(tx);
  const entry = (await listArchive(tx, tenantId, id)).find((a) => a.kind === kind);
  if (!entry) return null;
  // Defence in depth: even a wrong row could not hand out another tenant's bytes.
  if (!isKeyOfTenant(entry.blobKey, tenantId)) {
    deps.log.error({ documentId: id, kind, tenantId }, 'archive key outside the tenant');
    return null;
  }
  try {
    const bytes = await buffer(await deps.blobStore.get(entry.blobKey));
    return { kind, filename: entry.filename, contentType: entry.contentType, bytes: new Uint8Array(bytes) };
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    deps.log.error(
      { documentId: id, kind, key: entry.blobKey },
      'archived document file missing in the store',
    );
    throw notFound('Die archivierte Datei fehlt im Speicher. Bitte wenden Sie sich an den Administrator.');
  }
}
