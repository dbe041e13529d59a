import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { BlobNotFoundError, isKeyOfTenant, type BlobStore } from '../../../core/files/blob-store.ts';
import { notFound } from '../../../core/http/errors.ts';
import { downloadHeaders } from './download-headers.ts';

export interface StoreDeps {
  blobStore: BlobStore;
  log: Logger;
}

/** A file whose bytes are in the blob store and whose row (name, type, hash) is in the database. */
export interface StoredFile {
  blobKey: string;
  name: string;
  contentType: string;
  sha256: string;
  /** Bytes; unknown for rows that never recorded it (then no Content-Length). */
  size?: number | null;
}

export interface StoredFileOptions {
  /** What the user reads when the row exists but the store lost the bytes. */
  whenMissing?: string;
}

const archivedFileMissing =
  'Die archivierte Datei fehlt im Speicher. Bitte wenden Sie sich an den Administrator.';

/** The bytes as a stream; 404 (and an error in the log) when the key is not the tenant's or the bytes are gone. */
async function openStoredFile(
  deps: StoreDeps,
  tenantId: number,
  file: StoredFile,
  options: StoredFileOptions,
): Promise<Readable> {
  const missing = () => notFound(options.whenMissing ?? archivedFileMissing);
  // Defence in depth: even a wrong row could not hand out another tenant's bytes.
  if (!isKeyOfTenant(file.blobKey, tenantId)) {
    deps.log.error({ tenantId, key: file.blobKey }, 'storage key outside the tenant');
    throw missing();
  }
  try {
    return await deps.blobStore.get(file.blobKey);
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    deps.log.error({ tenantId, key: file.blobKey, name: file.name }, 'stored file missing in the store');
    throw missing();
  }
}

/** The whole file, e.g. to attach it to an e-mail or validate it again. */
export async function readStoredFile(
  deps: StoreDeps,
  tenantId: number,
  file: StoredFile,
  options: StoredFileOptions = {},
): Promise<Uint8Array> {
  return new Uint8Array(await buffer(await openStoredFile(deps, tenantId, file, options)));
}

/**
 * Answers a download of a stored file: the safe download headers (type never sniffed, inline
 * only for types a browser shows safely, sandboxed), the SHA-256 as ETag — 304 without reading
 * the store when the browser already has these bytes — else the bytes streamed from the store.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  deps: StoreDeps,
  tenantId: number,
  file: StoredFile,
  options: StoredFileOptions & { disposition: 'inline' | 'attachment'; ifNoneMatch?: string },
): Promise<FastifyReply> {
  const headers = downloadHeaders(
    { name: file.name, mimeType: file.contentType, sizeBytes: file.size ?? null, sha256: file.sha256 },
    options.disposition,
  );
  if (options.ifNoneMatch?.split(',').some((tag) => tag.trim() === headers.etag)) {
    const { etag, 'cache-control': cacheControl } = headers;
    return reply.code(304).headers({ etag, 'cache-control': cacheControl }).send();
  }
  const body = await openStoredFile(deps, tenantId, file, options);
  return reply.headers(headers).send(body);
}
