import type { Multipart } from '@fastify/multipart';
import { ZUploadTarget, type FileRecord, type UploadTarget } from '@kontor/contracts';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { FilesConfig } from '../../../config.ts';
import type { AuthContext } from '../../../core/auth/request-auth.ts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import type { BlobStore } from '../../../core/files/blob-store.ts';
import { recordHistory, type Actor } from '../../../core/history/record-history.ts';
import { AppError, badRequest } from '../../../core/http/errors.ts';
import { findUnsafeText, unsafeTextError } from '../../../core/http/unsafe-text.ts';
import type { AppDb, Tx } from '../../../db/database.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { toFileRecords } from '../file-records.ts';
import {
  findFileById,
  insertFile,
  insertFileLink,
  lockTenantUploads,
  sumFileSizes,
} from '../files.repository.ts';
import { HISTORY_ENTITY, referencedFolderMissing } from '../files.service.ts';
import { findFolderById } from '../folders.repository.ts';
import { assertLinkTarget } from '../link-targets.ts';
import { storeUpload, type StoredUpload } from './store-upload.ts';
import {
  fieldsAfterFiles,
  fileTooLarge,
  noFiles,
  notMultipart,
  quotaExceeded,
  tooManyFiles,
} from './upload-errors.ts';

export const MAX_FILES_PER_UPLOAD = 20;

export interface UploadDeps {
  db: AppDb;
  blobStore: BlobStore;
  files: FilesConfig;
  log: Logger;
}

/**
 * POST /storage/v1/files: every file is streamed into the store and checked; then all of them are
 * recorded in one transaction. All or nothing: when anything fails, the stored bytes are removed.
 */
export async function uploadFiles(
  deps: UploadDeps,
  auth: AuthContext,
  request: FastifyRequest,
  query: UploadTarget,
): Promise<FileRecord[]> {
  if (!request.isMultipart()) throw notMultipart();
  const { maxFileBytes, tenantQuotaBytes } = deps.files;
  const parts = request.parts({
    // One byte over the limit reaches the meter, which then refuses with the German message.
    limits: { fileSize: maxFileBytes + 1, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 200 },
  });
  const stored: StoredUpload[] = [];
  const fields: Record<string, string> = {};
  let target: UploadTarget | undefined;
  let freeBytes = 0;
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part: Multipart = next.value;
      if (part.type === 'field') {
        if (target) throw fieldsAfterFiles();
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!target) {
        target = parseTarget({ ...query, ...fields });
        freeBytes = await withTenant(deps.db, auth.tenantId, (tx) =>
          prepareUpload(tx, auth, target!, tenantQuotaBytes),
        );
      }
      const usedHere = stored.reduce((sum, s) => sum + s.sizeBytes, 0);
      stored.push(
        await storeUpload(deps.blobStore, auth.tenantId, part, {
          maxBytes: maxFileBytes,
          freeBytes: freeBytes - usedHere,
          quotaBytes: tenantQuotaBytes,
        }),
      );
    }
    if (!target || stored.length === 0) throw noFiles();
    const done = target;
    return await withTenant(deps.db, auth.tenantId, (tx) =>
      recordUploads(tx, actorOf(auth), done, stored, tenantQuotaBytes),
    );
  } catch (error) {
    discardRestOfRequest(request);
    await Promise.all(
      stored.map((s) =>
        deps.blobStore
          .delete(s.key)
          .catch((e: unknown) => deps.log.error({ err: e, key: s.key }, 'upload cleanup failed')),
      ),
    );
    throw refusalOf(error, maxFileBytes);
  }
}

function parseTarget(raw: Record<string, unknown>): UploadTarget {
  const unsafe = findUnsafeText(raw);
  if (unsafe) throw unsafeTextError(unsafe);
  const parsed = ZUploadTarget.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  throw badRequest('Bitte prüfen Sie Ordner und Verknüpfung.', fields);
}

/** Checks folder and link target before any byte is stored; answers the quota left. */
async function prepareUpload(tx: Tx, auth: AuthContext, target: UploadTarget, quotaBytes: number) {
  if (target.folder_id !== undefined && !(await findFolderById(tx, target.folder_id))) {
    throw referencedFolderMissing('folder_id');
  }
  if (target.entity && target.entity_id) {
    await assertLinkTarget(tx, auth.permissions, { entity: target.entity, entity_id: target.entity_id });
  }
  return quotaBytes - (await sumFileSizes(tx));
}

async function recordUploads(
  tx: Tx,
  actor: Actor,
  target: UploadTarget,
  stored: StoredUpload[],
  quotaBytes: number,
) {
  // The quota counted while streaming may be stale: another upload of the tenant may have
  // finished meanwhile. Under the lock the sum is exact.
  await lockTenantUploads(tx, actor.tenantId);
  const used = await sumFileSizes(tx);
  const adding = stored.reduce((sum, s) => sum + s.sizeBytes, 0);
  if (used + adding > quotaBytes) throw quotaExceeded(quotaBytes - used, quotaBytes);
  if (target.folder_id !== undefined && !(await findFolderById(tx, target.folder_id))) {
    throw referencedFolderMissing('folder_id');
  }
  const ids: number[] = [];
  for (const upload of stored) {
    const row = await insertFile(tx, {
      tenantId: actor.tenantId,
      folderId: target.folder_id ?? null,
      name: upload.name,
      mimeType: upload.mimeType,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
      storageKey: upload.key,
      uploadedBy: actor.userId,
    });
    ids.push(row.id);
    const link = target.entity && target.entity_id ? `${target.entity}/${target.entity_id}` : null;
    if (target.entity && target.entity_id)
      await insertFileLink(tx, actor.tenantId, row.id, target.entity, target.entity_id);
    await recordHistory(tx, actor, {
      entity: HISTORY_ENTITY,
      entityId: row.id,
      action: 'uploaded',
      changes: {
        name: { from: null, to: row.name },
        size_bytes: { from: null, to: row.sizeBytes },
        mime_type: { from: null, to: row.mimeType },
        ...(row.folderId !== null && { folder_id: { from: null, to: row.folderId } }),
        ...(link && { link: { from: null, to: link } }),
      },
    });
  }
  const rows = [];
  for (const id of ids) rows.push((await findFileById(tx, id))!);
  return toFileRecords(tx, rows);
}

/**
 * After a refusal the client may still be sending: read the rest and drop it, so it receives
 * the answer instead of a broken connection.
 */
function discardRestOfRequest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

// The multipart parser's own errors, in German.
function refusalOf(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(MAX_FILES_PER_UPLOAD);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxFileBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  // busboy's own errors carry no code, only these messages.
  const message = (error as Error | undefined)?.message ?? '';
  if ((code && code.startsWith('FST_')) || /^Unexpected end of|terminated early|Malformed/i.test(message)) {
    return badRequest('Die Übertragung der Dateien war unvollständig. Bitte laden Sie sie erneut hoch.');
  }
  return error;
}
