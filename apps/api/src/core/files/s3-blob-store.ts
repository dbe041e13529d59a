import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { BlobStoreConfig } from '../../config.ts';
import { assertStorageKey, BlobNotFoundError, type BlobStore } from './blob-store.ts';

type S3Config = Extract<BlobStoreConfig, { kind: 's3' }>;

/** S3 accepts parts of at least 5 MiB (except the last); 8 MiB keeps memory per upload small. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * Any S3-compatible store (AWS, MinIO, Ceph, Hetzner, IONOS …). Uploads of unknown length go in
 * parts; a body that fails midway aborts the multipart upload, so nothing remains under the key.
 */
export function createS3BlobStore(config: S3Config): BlobStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId &&
      config.secretAccessKey && {
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer
    // CRC trailers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const location = `${config.endpoint ?? 'AWS S3'} / ${Bucket}`;

  return {
    kind: 's3',
    async put(key, body) {
      assertStorageKey(key);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const parts = readParts(source);
      const first = await parts.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      if (firstPart.length < S3_PART_BYTES) {
        // Small file: one request (the stream has ended, or readParts would have filled the part).
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: firstPart }));
        return;
      }
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
      try {
        const done: CompletedPart[] = [];
        for (let part: Buffer | undefined = firstPart; part;) {
          const PartNumber = done.length + 1;
          const { ETag } = await client.send(
            new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: part }),
          );
          done.push({ ETag, PartNumber });
          const next = await parts.next();
          part = next.done ? undefined : next.value;
        }
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: done },
          }),
        );
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
          .catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return Body;
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { ok: true, location };
      } catch (error) {
        return { ok: false, location, problem: (error as Error).name || (error as Error).message };
      }
    },
  };
}

/** The stream in buffers of at least S3_PART_BYTES (the last may be smaller); one part in memory. */
async function* readParts(source: Readable): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    size += buffer.length;
    if (size >= S3_PART_BYTES) {
      yield Buffer.concat(chunks, size);
      chunks = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(chunks, size);
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};
