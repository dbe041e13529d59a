import type { BlobStoreConfig } from '../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

export const createBlobStore = (config: BlobStoreConfig): BlobStore =>
  config.kind === 's3' ? createS3BlobStore(config) : createLocalBlobStore(config.directory);
