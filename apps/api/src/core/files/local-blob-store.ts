import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, BlobNotFoundError, type BlobStore } from './blob-store.ts';

/** Files under `<directory>/<tenantId>/<uuid>` (default: DATA_DIR/files). */
export function createLocalBlobStore(directory: string): BlobStore {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(directory, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      // Written beside the target and renamed when complete: a failed upload leaves no file
      // under the key, and readers never see half a file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      try {
        await mkdir(directory, { recursive: true, mode: 0o700 });
        await access(directory, constants.W_OK);
        return { ok: true, location: directory };
      } catch (error) {
        return { ok: false, location: directory, problem: (error as Error).message };
      }
    },
  };
}
