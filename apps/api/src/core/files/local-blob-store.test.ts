import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BlobNotFoundError, isKeyOfTenant, newStorageKey } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';

const store = () => {
  const directory = mkdtempSync(join(tmpdir(), 'kontor-blobs-'));
  return { directory, blobs: createLocalBlobStore(directory) };
};

describe('local blob store', () => {
  it('puts, gets and deletes under DATA_DIR/files/<tenant>/<uuid>', async () => {
    const { directory, blobs } = store();
    const key = newStorageKey(7);
    expect(isKeyOfTenant(key, 7)).toBe(true);
    expect(isKeyOfTenant(key, 70)).toBe(false);
    await blobs.put(key, Readable.from([Buffer.from('Hallo '), Buffer.from('Welt')]));
    expect(readdirSync(join(directory, '7'))).toEqual([key.split('/')[1]]);
    expect(await text(await blobs.get(key))).toBe('Hallo Welt');
    await blobs.delete(key);
    await blobs.delete(key);
    await expect(blobs.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('leaves nothing behind when the body fails midway', async () => {
    const { directory, blobs } = store();
    const key = newStorageKey(3);
    async function* failing() {
      yield Buffer.from('erster Teil');
      throw new Error('Verbindung abgebrochen');
    }
    await expect(blobs.put(key, Readable.from(failing()))).rejects.toThrow('Verbindung abgebrochen');
    expect(readdirSync(join(directory, '3'))).toEqual([]);
  });

  it('accepts only keys it made, so no key reaches outside its folder', async () => {
    const { blobs } = store();
    for (const key of ['../secret', '3/../../x', '3', `0/${crypto.randomUUID()}`]) {
      await expect(blobs.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(blobs.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('reports whether its folder can be written to', async () => {
    const { directory, blobs } = store();
    expect(await blobs.check()).toEqual({ ok: true, location: directory });
    const file = join(directory, 'datei');
    writeFileSync(file, 'x');
    const blocked = await createLocalBlobStore(join(file, 'files')).check();
    expect(blocked.ok).toBe(false);
  });
});
