import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where file contents live, addressed by a key the server made (`<tenantId>/<uuid>`); keys are
 * never taken from a request. Metadata (name, type, tenant) stays in the database.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes. If the body fails midway, nothing remains under the key. */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** The bytes as a stream; throws BlobNotFoundError when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Whether the store can be reached and written to (status page). */
  check(): Promise<BlobStoreHealth>;
}

export interface BlobStoreHealth {
  ok: boolean;
  /** Where: the folder, or bucket and endpoint. */
  location: string;
  /** Why not, for the log (never shown to users). */
  problem?: string;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob under ${key}`);
  }
}

const KEY_PATTERN = /^[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key in the tenant's space; the tenant id in front keeps tenants apart in the store too. */
export const newStorageKey = (tenantId: number) => `${tenantId}/${randomUUID()}`;

export const isKeyOfTenant = (key: string, tenantId: number) =>
  KEY_PATTERN.test(key) && key.startsWith(`${tenantId}/`);

/** Stores only ever see keys of this shape, so no key can reach outside the store's folder. */
export function assertStorageKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}
