import type { MultipartFile } from '@fastify/multipart';
import type { FileTypeDefinition } from '@kontor/contracts';
import { Readable } from 'node:stream';
import { newStorageKey, type BlobStore } from '../../../core/files/blob-store.ts';
import { assertContentMatches, claimedType, cleanFileName, SNIFF_BYTES } from './content-check.ts';
import { contentMismatch, emptyFile, fileTooLarge, quotaExceeded, unnamedFile } from './upload-errors.ts';
import { UploadMeter, type MeterLimits } from './upload-meter.ts';

/** One file that is in the store but not yet in the database. */
export interface StoredUpload {
  key: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

export interface UploadLimits extends MeterLimits {
  quotaBytes: number;
}

/**
 * Streams one part into the store while checking it: the claimed type, the magic bytes of the
 * first 64 KB, size and quota as the bytes arrive, text content to the end. Any refusal fails
 * the store's write, which then leaves nothing behind.
 */
export async function storeUpload(
  store: BlobStore,
  tenantId: number,
  part: MultipartFile,
  limits: UploadLimits,
): Promise<StoredUpload> {
  const name = cleanFileName(part.filename);
  if (!name) throw unnamedFile();
  const type = claimedType(name, part.mimetype);
  const meter = new UploadMeter(
    limits,
    {
      tooLarge: () => fileTooLarge(limits.maxBytes),
      overQuota: () => quotaExceeded(limits.freeBytes, limits.quotaBytes),
      notText: () => contentMismatch(name, type),
    },
    type.content === 'text',
  );
  const key = newStorageKey(tenantId);
  await store.put(key, Readable.from(checkedChunks(part.file, name, type, meter)));
  return {
    key,
    name,
    mimeType: type.content === 'text' ? `${type.mime}; charset=${meter.encoding}` : type.mime,
    sizeBytes: meter.bytes,
    sha256: meter.sha256,
  };
}

/** The part's bytes, passed on only once the start of the file has shown the right magic bytes. */
async function* checkedChunks(
  file: AsyncIterable<Buffer>,
  name: string,
  type: FileTypeDefinition,
  meter: UploadMeter,
): AsyncGenerator<Buffer> {
  let head: Buffer[] = [];
  let headBytes = 0;
  let checked = false;
  const check = async () => {
    if (meter.bytes === 0) throw emptyFile(name);
    await assertContentMatches(name, type, Buffer.concat(head));
    checked = true;
  };
  for await (const chunk of file) {
    meter.add(chunk);
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SNIFF_BYTES) {
      await check();
      yield* head;
      head = [];
    }
  }
  if (!checked) {
    await check();
    yield* head;
  }
  meter.finish();
}
