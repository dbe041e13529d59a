import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FileRecord } from '@kontor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilesConfig } from '../../../config.ts';
import { S3_PART_BYTES } from '../../../core/files/s3-blob-store.ts';
import { testConfig } from '../../../test/test-app.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { api, download, sha256, uploadAs, uploadOne } from '../../../test/files-test-helpers.ts';
import { startS3rver, type S3rverProcess } from './s3rver-process.ts';
import { pdfOfSize, sampleExe, samplePdf, samplePng } from '../../../test/sample-files.ts';

const BUCKET = 'kontor-test';
let s3rver: S3rverProcess;
let client: S3Client;

// Started before the app (hooks run in order): the app is configured with its address.
beforeAll(async () => {
  s3rver = await startS3rver(BUCKET);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3rver.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3rver.accessKeyId, secretAccessKey: s3rver.secretAccessKey },
  });
}, 60_000);

const t = useTestAppWithTenant(() => {
  const files: FilesConfig = {
    ...testConfig().files,
    store: {
      kind: 's3',
      endpoint: s3rver.endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: s3rver.accessKeyId,
      secretAccessKey: s3rver.secretAccessKey,
      forcePathStyle: true,
    },
  };
  return { config: { files } };
});

afterAll(async () => {
  client?.destroy();
  await s3rver?.stop();
});

/** Objects of the test tenant in the bucket, by key → size. */
async function objectsOfTenant(): Promise<Map<string, number>> {
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${t.tenant.tenantId}/` }),
  );
  return new Map((listed.Contents ?? []).map((o) => [o.Key!, o.Size!]));
}

describe('files in an S3 store (s3rver)', () => {
  it('uploads, downloads and deletes through the app, keyed by tenant', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const before = await objectsOfTenant();
    const pdf = samplePdf('S3');
    const png = samplePng(16, 16);
    const res = await uploadAs(t.app, token, [
      { name: 'beleg.pdf', type: 'application/pdf', content: pdf },
      { name: 'foto.png', type: 'image/png', content: png },
    ]);
    expect(res.statusCode).toBe(201);
    const [storedPdf, storedPng] = (res.json() as { items: FileRecord[] }).items;
    const after = await objectsOfTenant();
    expect(after.size).toBe(before.size + 2);
    expect([...after.values()].sort((a, b) => a - b)).toEqual(
      [...before.values(), pdf.length, png.length].sort((a, b) => a - b),
    );
    for (const key of after.keys()) expect(key).toMatch(new RegExp(`^${t.tenant.tenantId}/[0-9a-f-]{36}$`));

    const fetched = await download(t.app, token, storedPdf!.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(pdf)).toBe(true);
    expect(sha256(fetched.rawPayload)).toBe(storedPdf!.sha256);
    expect((await download(t.app, token, storedPng!.id, 'inline')).rawPayload.equals(png)).toBe(true);

    expect((await api(t.app, token).delete(`/api/files/${storedPdf!.id}`)).statusCode).toBe(200);
    expect((await objectsOfTenant()).size).toBe(before.size + 1);
    expect((await download(t.app, token, storedPdf!.id)).statusCode).toBe(404);
  });

  it('streams a file larger than one part as a multipart upload', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const big = pdfOfSize(S3_PART_BYTES + 1024 * 1024 + 17);
    const file = await uploadOne(t.app, token, { name: 'plan.pdf', type: 'application/pdf', content: big });
    expect(file.size_bytes).toBe(big.length);
    expect(file.sha256).toBe(sha256(big));
    const fetched = await download(t.app, token, file.id);
    expect(fetched.rawPayload.length).toBe(big.length);
    expect(sha256(fetched.rawPayload)).toBe(sha256(big));
  });

  it('leaves no object behind when an upload is refused', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const before = await objectsOfTenant();
    const res = await uploadAs(t.app, token, [
      { name: 'gut.pdf', type: 'application/pdf', content: samplePdf() },
      { name: 'rechnung.pdf', type: 'application/pdf', content: sampleExe() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await objectsOfTenant()).toEqual(before);
  });

  it('says so when the content has gone missing from the store', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const before = new Set((await objectsOfTenant()).keys());
    const file = await uploadOne(t.app, token, { name: 'weg.png', type: 'image/png', content: samplePng() });
    const key = [...(await objectsOfTenant()).keys()].find((k) => !before.has(k))!;
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    const res = await download(t.app, token, file.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'Der Inhalt der Datei fehlt im Speicher. Bitte laden Sie die Datei erneut hoch.',
    );
  });

  it('reports the S3 store as reachable on the status page', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const res = await t.app.inject({ method: 'GET', url: '/api/system/status', headers: bearer(token) });
    expect(res.json().storage).toEqual({ kind: 's3', ok: true });
  });
});
