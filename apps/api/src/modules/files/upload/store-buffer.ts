import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/database.ts';
import type { Actor } from '../../../core/history/record-history.ts';
import { AppError } from '../../../core/http/errors.ts';
import { insertFile, lockTenantUploads, sumFileSizes } from '../files.repository.ts';
import { storeUpload } from './store-upload.ts';
import { quotaExceeded } from './upload-errors.ts';

export interface BufferFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Stores bytes that did not come through the upload form (a mail attachment) with the same checks
 * as an upload: allowed type, name, magic bytes, size and the tenant's quota. Answers the new
 * file's id, or the German reason it was refused. Inside the caller's transaction; refused bytes
 * leave nothing behind.
 */
export async function storeCheckedBuffer(
  deps: Pick<AppDeps, 'blobStore' | 'config'>,
  tx: Tx,
  actor: Actor,
  file: BufferFile,
): Promise<{ fileId: number } | { refused: string }> {
  const { maxFileBytes, tenantQuotaBytes } = deps.config.files;
  try {
    await lockTenantUploads(tx, actor.tenantId);
    const used = await sumFileSizes(tx);
    const part = {
      filename: file.filename,
      mimetype: file.contentType,
      file: Readable.from([file.content]),
    } as unknown as MultipartFile;
    const stored = await storeUpload(deps.blobStore, actor.tenantId, part, {
      maxBytes: maxFileBytes,
      freeBytes: tenantQuotaBytes - used,
      quotaBytes: tenantQuotaBytes,
    });
    if (used + stored.sizeBytes > tenantQuotaBytes) {
      await deps.blobStore.delete(stored.key).catch(() => undefined);
      throw quotaExceeded(tenantQuotaBytes - used, tenantQuotaBytes);
    }
    const row = await insertFile(tx, {
      tenantId: actor.tenantId,
      folderId: null,
      name: stored.name,
      mimeType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      storageKey: stored.key,
      uploadedBy: actor.userId,
    });
    return { fileId: row.id };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.message };
    throw error;
  }
}
