import type { FileRecord } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  api,
  download,
  localStoreEntries,
  sha256,
  uploadAs,
  uploadOne,
} from '../../../test/files-test-helpers.ts';
import { samplePdf, samplePng, sampleZip } from '../../../test/sample-files.ts';

const t = useTestAppWithTenant();

describe('POST /storage/v1/files and GET /storage/v1/files/:id', () => {
  it('stores several files per request and serves the identical bytes back', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const pdf = samplePdf('Rechnung 4711');
    const png = samplePng(8, 8);
    const res = await uploadAs(t.app, token, [
      { name: 'Rechnung März 2026.pdf', type: 'application/pdf', content: pdf },
      { name: 'logo.png', type: 'image/png', content: png },
    ]);
    expect(res.statusCode).toBe(201);
    const [storedPdf, storedPng] = (res.json() as { items: FileRecord[] }).items;
    expect(storedPdf).toMatchObject({
      name: 'Rechnung März 2026.pdf',
      mime_type: 'application/pdf',
      type: 'pdf',
      previewable: true,
      size_bytes: pdf.length,
      sha256: sha256(pdf),
      folder_id: null,
      tags: [],
      links: [],
      uploaded_by: { id: t.tenant.admin.id, name: 'admin' },
    });
    expect(storedPng).toMatchObject({ name: 'logo.png', mime_type: 'image/png', sha256: sha256(png) });

    const pdfDownload = await download(t.app, token, storedPdf!.id);
    expect(pdfDownload.statusCode).toBe(200);
    expect(pdfDownload.rawPayload.equals(pdf)).toBe(true);
    expect(sha256(pdfDownload.rawPayload)).toBe(storedPdf!.sha256);
    expect(pdfDownload.headers['content-type']).toBe('application/pdf');
    expect(pdfDownload.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung Maerz 2026.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%202026.pdf`,
    );
    expect(pdfDownload.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfDownload.headers['content-security-policy']).not.toContain('sandbox');

    const pngDownload = await download(t.app, token, storedPng!.id);
    expect(pngDownload.rawPayload.equals(png)).toBe(true);
    expect(pngDownload.headers['content-type']).toBe('image/png');
  });

  it('shows PDFs and images inline, sandboxed, but never a type a browser could run', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const pdf = await uploadOne(t.app, token, {
      name: 'vorschau.pdf',
      type: 'application/pdf',
      content: samplePdf(),
    });
    const inline = await download(t.app, token, pdf.id, 'inline');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="vorschau.pdf"/);
    // Sandboxed, and framed only by Kontor's own preview.
    expect(inline.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');

    const zip = await uploadOne(t.app, token, {
      name: 'archiv.zip',
      type: 'application/zip',
      content: sampleZip(),
    });
    expect(zip.previewable).toBe(false);
    const forced = await download(t.app, token, zip.id, 'inline');
    expect(forced.headers['content-disposition']).toMatch(/^attachment;/);
    expect(forced.headers['content-security-policy']).not.toContain('sandbox');
  });

  it('answers 304 when the browser already has this content', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const file = await uploadOne(t.app, token, { name: 'a.png', type: 'image/png', content: samplePng() });
    const first = await download(t.app, token, file.id);
    const again = await t.app.inject({
      method: 'GET',
      url: `/storage/v1/files/${file.id}`,
      headers: { authorization: `Bearer ${token}`, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('serves downloads to the web app through the session cookie', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: t.tenant.employee });
    const cookie = login.cookies.find((c) => c.name === 'token');
    expect(cookie).toBeDefined();
    const token = login.json().token as string;
    const png = samplePng(2, 2);
    const file = await uploadOne(t.app, token, { name: 'foto.png', type: 'image/png', content: png });
    const res = await t.app.inject({
      method: 'GET',
      url: `/storage/v1/files/${file.id}?disposition=inline`,
      cookies: { token: cookie!.value },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/storage/v1/files/${file.id}` })).statusCode).toBe(401);
  });

  it('records who uploaded what in the history and counts the bytes in the usage', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const before = (await api(t.app, token).get('/api/files/usage')).json();
    const pdf = samplePdf('Historie');
    const file = await uploadOne(t.app, token, {
      name: 'historie.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    const after = (await api(t.app, token).get('/api/files/usage')).json();
    expect(after).toEqual({
      used_bytes: before.used_bytes + pdf.length,
      quota_bytes: 2 * 1024 ** 3,
      max_file_bytes: 25 * 1024 ** 2,
    });
    const history = await api(t.app, token).get(`/api/historyitems?entity=files&entity_id=${file.id}`);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        action: 'uploaded',
        actor: { id: t.tenant.admin.id, name: 'admin' },
        changes: expect.objectContaining({ name: { from: null, to: 'historie.pdf' } }),
      }),
    ]);
  });

  it('deletes the bytes together with the file', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const before = await localStoreEntries(t.deps, t.tenant.tenantId);
    const file = await uploadOne(t.app, token, {
      name: 'weg.pdf',
      type: 'application/pdf',
      content: samplePdf(),
    });
    const added = (await localStoreEntries(t.deps, t.tenant.tenantId)).filter((e) => !before.includes(e));
    expect(added).toHaveLength(1);
    const res = await api(t.app, token).delete(`/api/files/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: file.id });
    expect(await localStoreEntries(t.deps, t.tenant.tenantId)).toEqual(before);
    expect((await download(t.app, token, file.id)).statusCode).toBe(404);
    expect((await api(t.app, token).get(`/api/files/${file.id}`)).statusCode).toBe(404);
  });

  it('refuses a request without files or that is not multipart', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const empty = await uploadAs(t.app, token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Bitte mindestens eine Datei auswählen.');
    const json = await api(t.app, token).post('/storage/v1/files', { name: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Bitte die Dateien als multipart/form-data senden.');
  });
});
