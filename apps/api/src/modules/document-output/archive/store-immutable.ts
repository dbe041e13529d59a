import { createHash } from 'node:crypto';
import { newStorageKey, type BlobStore } from '../../../core/files/blob-store.ts';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Where archived bytes went: the caller keeps all three in its insert-only row. */
export interface ImmutableBlob {
  blobKey: string;
  sha256: string;
  size: number;
}

/**
 * Stores bytes that never change again (archived document files, dunning notices, sent e-mails,
 * GoBD) under a fresh key in the tenant's space, with their SHA-256 as proof. The caller writes
 * the row in its transaction; a rollback after this leaves the bytes as an orphan under a key
 * nothing references (ADR 8) — harmless, never a row without its bytes.
 */
export async function storeImmutable(
  store: BlobStore,
  tenantId: number,
  bytes: Uint8Array,
): Promise<ImmutableBlob> {
  const blobKey = newStorageKey(tenantId);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await store.put(blobKey, buffer);
  return { blobKey, sha256: sha256Hex(buffer), size: buffer.length };
}
