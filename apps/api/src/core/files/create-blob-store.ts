import type { BlobStoreConfig } from '../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';

export const createBlobStore = (config: BlobStoreConfig): BlobStore =>
  config.kind === 's3' ? lazyS3BlobStore(config) : createLocalBlobStore(config.directory);

/** The AWS SDK is ~250 modules: it loads with the first file access, and only with FILES_STORE=s3. */
function lazyS3BlobStore(config: Extract<BlobStoreConfig, { kind: 's3' }>): BlobStore {
  let store: Promise<BlobStore> | undefined;
  const s3 = () => (store ??= import('./s3-blob-store.ts').then((m) => m.createS3BlobStore(config)));
  return {
    kind: 's3',
    put: async (key, body) => (await s3()).put(key, body),
    get: async (key) => (await s3()).get(key),
    delete: async (key) => (await s3()).delete(key),
    check: async () => (await s3()).check(),
  };
}
