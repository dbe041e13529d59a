import { ALLOWED_FILE_TYPES_TEXT, type FileRecord } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { api, localStoreEntries, uploadAs, uploadOne } from '../../../test/files-test-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { pdfOfSize, sampleExe, samplePdf, samplePng } from '../../../test/sample-files.ts';

// Small limits, so the tests can cross them with small files.
const MAX_FILE = 64 * 1024;
const QUOTA = 160 * 1024;
const t = useTestApp({
  config: { files: { ...testConfig().files, maxFileBytes: MAX_FILE, tenantQuotaBytes: QUOTA } },
});

/** A fresh tenant per test: the quota and the store folder are the tenant's own. */
async function freshTenant() {
  const tenant = await createTestTenant(t.deps);
  return { tenant, token: await signInAs(t.app, tenant.admin) };
}

async function expectNothingStored(tenantId: number, token: string) {
  expect(await localStoreEntries(t.deps, tenantId)).toEqual([]);
  const list = await api(t.app, token).get('/api/files');
  expect(list.json()).toEqual({ items: [], total: 0 });
  expect((await api(t.app, token).get('/api/files/usage')).json().used_bytes).toBe(0);
}

describe('upload refusals leave nothing behind', () => {
  it('refuses a file over the size limit with the limit in German', async () => {
    const { tenant, token } = await freshTenant();
    const res = await uploadAs(t.app, token, [
      { name: 'gross.pdf', type: 'application/pdf', content: pdfOfSize(MAX_FILE + 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'payload_too_large',
      message: 'Die Datei ist größer als 64 KB.',
    });
    await expectNothingStored(tenant.tenantId, token);
  });

  it('accepts a file of exactly the limit', async () => {
    const { token } = await freshTenant();
    const file = await uploadOne(t.app, token, {
      name: 'genau.pdf',
      type: 'application/pdf',
      content: pdfOfSize(MAX_FILE),
    });
    expect(file.size_bytes).toBe(MAX_FILE);
  });

  it('refuses what would exceed the tenant quota and says how much is left', async () => {
    const { tenant, token } = await freshTenant();
    const first = await uploadOne(t.app, token, {
      name: 'eins.pdf',
      type: 'application/pdf',
      content: pdfOfSize(60 * 1024),
    });
    await uploadOne(t.app, token, {
      name: 'zwei.pdf',
      type: 'application/pdf',
      content: pdfOfSize(60 * 1024),
    });
    const stored = await localStoreEntries(t.deps, tenant.tenantId);
    const res = await uploadAs(t.app, token, [
      { name: 'drei.pdf', type: 'application/pdf', content: pdfOfSize(50 * 1024) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'Der Speicherplatz reicht nicht: Es sind nur noch 40 KB von 160 KB frei.',
    );
    expect(await localStoreEntries(t.deps, tenant.tenantId)).toEqual(stored);
    // Deleting makes room again.
    await api(t.app, token).delete(`/api/files/${first.id}`);
    await uploadOne(t.app, token, {
      name: 'drei.pdf',
      type: 'application/pdf',
      content: pdfOfSize(50 * 1024),
    });
  });

  it('counts all files of one request against the quota', async () => {
    const { tenant, token } = await freshTenant();
    const res = await uploadAs(
      t.app,
      token,
      ['a', 'b', 'c'].map((n) => ({
        name: `${n}.pdf`,
        type: 'application/pdf',
        content: pdfOfSize(60 * 1024),
      })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(
      /^Der Speicherplatz reicht nicht: Es sind nur noch 40 KB von 160 KB frei\.$/,
    );
    await expectNothingStored(tenant.tenantId, token);
  });

  it('refuses an executable named like a PDF', async () => {
    const { tenant, token } = await freshTenant();
    const res = await uploadAs(t.app, token, [
      { name: 'rechnung.pdf', type: 'application/pdf', content: sampleExe() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      `Der Inhalt von „rechnung.pdf“ ist keine PDF-Datei und passt nicht zur Dateiendung oder zum angegebenen Typ. ${ALLOWED_FILE_TYPES_TEXT}`,
    );
    await expectNothingStored(tenant.tenantId, token);
  });

  it('refuses a PDF name declared as another type, and types Kontor does not store', async () => {
    const { tenant, token } = await freshTenant();
    const declared = await uploadAs(t.app, token, [
      { name: 'rechnung.pdf', type: 'application/x-msdownload', content: samplePdf() },
    ]);
    expect(declared.statusCode).toBe(415);
    expect(declared.json().error.message).toMatch(/^Der Inhalt von „rechnung.pdf“ ist keine PDF-Datei/);
    const exe = await uploadAs(t.app, token, [
      { name: 'setup.exe', type: 'application/octet-stream', content: sampleExe() },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe(
      `„setup.exe“ hat einen Dateityp, der nicht gespeichert werden kann. ${ALLOWED_FILE_TYPES_TEXT}`,
    );
    expect(ALLOWED_FILE_TYPES_TEXT).toMatch(/^Erlaubt sind PDF, PNG, JPEG, .* und Outlook-E-Mail \(MSG\)\.$/);
    await expectNothingStored(tenant.tenantId, token);
  });

  it('checks text files for text: binary content in a .txt is refused', async () => {
    const { tenant, token } = await freshTenant();
    const binary = Buffer.concat([
      Buffer.from('Hallo'),
      Buffer.from([0, 1, 2, 3, 0xff, 0xfe]),
      Buffer.alloc(100),
    ]);
    const res = await uploadAs(t.app, token, [{ name: 'notiz.txt', type: 'text/plain', content: binary }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/^Der Inhalt von „notiz.txt“ ist keine TXT-Datei/);
    const pngAsCsv = await uploadAs(t.app, token, [
      { name: 'liste.csv', type: 'text/csv', content: samplePng() },
    ]);
    expect(pngAsCsv.statusCode).toBe(415);
    await expectNothingStored(tenant.tenantId, token);
  });

  it('accepts UTF-8 and Windows-1252 text and serves each with its charset', async () => {
    const { token } = await freshTenant();
    const utf8 = Buffer.from('Kunde;Ort\nMüller GmbH;Köln\n', 'utf8');
    const ansi = Buffer.from('Kunde;Ort\nMüller GmbH;Köln\n', 'latin1');
    const [a, b] = (
      (
        await uploadAs(t.app, token, [
          { name: 'utf8.csv', type: 'text/csv', content: utf8 },
          { name: 'ansi.csv', type: 'application/vnd.ms-excel', content: ansi },
        ])
      ).json() as { items: FileRecord[] }
    ).items;
    expect(a!.mime_type).toBe('text/csv; charset=utf-8');
    expect(b!.mime_type).toBe('text/csv; charset=windows-1252');
    const served = await t.app.inject({
      method: 'GET',
      url: `/storage/v1/files/${b!.id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    expect(served.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(served.rawPayload.equals(ansi)).toBe(true);
  });

  it('stores none of the files of a request when one of them is refused', async () => {
    const { tenant, token } = await freshTenant();
    const res = await uploadAs(t.app, token, [
      { name: 'gut.pdf', type: 'application/pdf', content: samplePdf() },
      { name: 'bild.png', type: 'image/png', content: samplePng() },
      { name: 'boese.pdf', type: 'application/pdf', content: sampleExe() },
    ]);
    expect(res.statusCode).toBe(415);
    await expectNothingStored(tenant.tenantId, token);
  });

  it('stores nothing of an upload that breaks off midway', async () => {
    const { tenant, token } = await freshTenant();
    const body = multipart([{ name: 'abbruch.pdf', type: 'application/pdf', content: pdfOfSize(40 * 1024) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/storage/v1/files',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload.subarray(0, 30 * 1024),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Die Übertragung der Dateien war unvollständig. Bitte laden Sie sie erneut hoch.',
    );
    await expectNothingStored(tenant.tenantId, token);
  });

  it('refuses empty files', async () => {
    const { tenant, token } = await freshTenant();
    const res = await uploadAs(t.app, token, [
      { name: 'leer.txt', type: 'text/plain', content: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('„leer.txt“ ist leer.');
    await expectNothingStored(tenant.tenantId, token);
  });

  it('lets only users with files.write upload', async () => {
    const { tenant } = await freshTenant();
    const { addUser } = await import('../../../test/test-tenant.ts');
    const reader = await addUser(t.deps, tenant.tenantId, tenant.roleIds['Nur lesen']!, 'leser');
    const token = await signInAs(t.app, reader);
    const res = await uploadAs(t.app, token, [
      { name: 'a.pdf', type: 'application/pdf', content: samplePdf() },
    ]);
    expect(res.statusCode).toBe(403);
    expect((await api(t.app, token).get('/api/files')).statusCode).toBe(200);
  });
});
