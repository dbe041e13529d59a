import { describe, expect, it } from 'vitest';
import { createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { api, download, uploadAs, uploadOne } from '../../../test/files-test-helpers.ts';
import { samplePdf } from '../../../test/sample-files.ts';

const t = useTestApp();

describe('another tenant’s files and folders', () => {
  it('are invisible: every endpoint answers 404 (400 for a folder named in the request) and no byte is served', async () => {
    const owner = await createTestTenant(t.deps);
    const intruder = await createTestTenant(t.deps);
    const ownerToken = await signInAs(t.app, owner.admin);
    const secret = samplePdf('Vertraulich');
    const folder = (
      await api(t.app, ownerToken).post('/api/files/folders', { name: 'Geheim', parent_id: null })
    ).json();
    const file = await uploadOne(
      t.app,
      ownerToken,
      { name: 'geheim.pdf', type: 'application/pdf', content: secret },
      `folder_id=${folder.id}`,
    );

    const token = await signInAs(t.app, intruder.admin);
    const call = api(t.app, token);
    const attempts = [
      await download(t.app, token, file.id),
      await download(t.app, token, file.id, 'inline'),
      await call.get(`/api/files/${file.id}`),
      await call.put(`/api/files/${file.id}`, { name: 'meins.pdf' }),
      await call.put(`/api/files/${file.id}`, { tags: ['x'] }),
      await call.delete(`/api/files/${file.id}`),
      await call.post(`/api/files/${file.id}/links`, { entity: 'documents', entity_id: '1' }),
      await call.delete(`/api/files/${file.id}/links/documents/1`),
      await call.put(`/api/files/folders/${folder.id}`, { name: 'X', parent_id: null }),
      await call.delete(`/api/files/folders/${folder.id}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.rawPayload.includes(secret)).toBe(false);
    }
    // The folder is a reference in these requests, not the resource addressed: a field error.
    const intoTheirFolder = [
      await call.post('/api/files/folders', { name: 'Unter', parent_id: folder.id }),
      await uploadAs(t.app, token, [{ name: 'a.pdf', type: 'application/pdf', content: samplePdf() }], {
        query: `folder_id=${folder.id}`,
      }),
    ];
    for (const res of intoTheirFolder) {
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([
        expect.stringMatching(/^(parent_id|folder_id)$/),
      ]);
    }
    expect((await call.get('/api/files')).json()).toEqual({ items: [], total: 0 });
    expect((await call.get(`/api/files?folder_id=${folder.id}`)).json().total).toBe(0);
    expect((await call.get('/api/files/folders')).json()).toEqual({ items: [] });
    expect((await call.get('/api/files/usage')).json().used_bytes).toBe(0);

    // Nothing changed for the owner.
    const mine = (await api(t.app, ownerToken).get(`/api/files/${file.id}`)).json();
    expect(mine).toMatchObject({ name: 'geheim.pdf', tags: [], links: [], folder_id: folder.id });
    expect((await download(t.app, ownerToken, file.id)).rawPayload.equals(secret)).toBe(true);
  });
});
