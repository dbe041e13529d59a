import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { BlobNotFoundError, isKeyOfTenant, type BlobStore } from '../../core/files/blob-store.ts';
import { notFound } from '../../core/http/errors.ts';
import type { AppDb } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { findFileById, type FileRow } from './files.repository.ts';
import { fileNotFound } from './files.service.ts';

export interface DownloadDeps {
  db: AppDb;
  blobStore: BlobStore;
  log: Logger;
}

/** The file's row (RLS: only the caller's tenant) — and its bytes unless the caller has them (ETag). */
export async function openDownload(
  deps: DownloadDeps,
  tenantId: number,
  id: number,
  ifNoneMatch: string | undefined,
): Promise<{ file: FileRow; body: Readable | null }> {
  const file = await withTenant(deps.db, tenantId, (tx) => findFileById(tx, id));
  if (!file) throw fileNotFound();
  // Defence in depth: even a wrong row could not hand out another tenant's bytes.
  if (!isKeyOfTenant(file.storageKey, tenantId)) {
    deps.log.error({ fileId: id, tenantId }, 'storage key outside the tenant');
    throw fileNotFound();
  }
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === `"${file.sha256}"`)) {
    return { file, body: null };
  }
  try {
    return { file, body: await deps.blobStore.get(file.storageKey) };
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    deps.log.error({ fileId: id, key: file.storageKey }, 'file content missing in the store');
    throw notFound('Der Inhalt der Datei fehlt im Speicher. Bitte laden Sie die Datei erneut hoch.');
  }
}
