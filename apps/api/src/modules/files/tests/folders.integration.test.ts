import type { Folder } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { api, uploadOne } from '../../../test/files-test-helpers.ts';
import { samplePdf } from '../../../test/sample-files.ts';

const t = useTestAppWithTenant();

async function admin() {
  const token = await signInAs(t.app, t.tenant.admin);
  const call = api(t.app, token);
  const create = async (name: string, parent_id: number | null = null) => {
    const res = await call.post('/api/files/folders', { name, parent_id });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as Folder;
  };
  return { token, call, create };
}

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

describe('folders', () => {
  it('creates nested folders and lists them flat with their counts', async () => {
    const { token, call, create } = await admin();
    const top = await create(unique('Belege'));
    const child = await create('2026', top.id);
    await uploadOne(
      t.app,
      token,
      { name: 'a.pdf', type: 'application/pdf', content: samplePdf() },
      `folder_id=${child.id}`,
    );
    const list = (await call.get('/api/files/folders')).json().items as Folder[];
    expect(list.find((f) => f.id === top.id)).toMatchObject({
      parent_id: null,
      folder_count: 1,
      file_count: 0,
    });
    expect(list.find((f) => f.id === child.id)).toMatchObject({
      name: '2026',
      parent_id: top.id,
      file_count: 1,
    });
    const inChild = (await call.get(`/api/files?folder_id=${child.id}`)).json();
    expect(inChild.items.map((f: { name: string }) => f.name)).toEqual(['a.pdf']);
    expect((await call.get(`/api/files?folder_id=${top.id}`)).json().total).toBe(0);
  });

  it('refuses a second folder of the same name beside the first, ignoring case', async () => {
    const { call, create } = await admin();
    const name = unique('Verträge');
    const first = await create(name);
    const again = await call.post('/api/files/folders', { name: name.toUpperCase(), parent_id: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Einen Ordner „${name.toUpperCase()}“ gibt es hier bereits.`);
    // The same name one level down is fine.
    await create(name, first.id);
  });

  it('renames and moves a folder, but never below itself', async () => {
    const { call, create } = await admin();
    const a = await create(unique('A'));
    const b = await create('B', a.id);
    const c = await create('C', b.id);
    const renamed = await call.put(`/api/files/folders/${b.id}`, { name: 'B neu', parent_id: a.id });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: b.id, name: 'B neu', parent_id: a.id });
    for (const parent of [a.id, c.id]) {
      const cycle = await call.put(`/api/files/folders/${a.id}`, { name: a.name, parent_id: parent });
      expect(cycle.statusCode).toBe(409);
      expect(cycle.json().error.message).toBe(
        'Ein Ordner kann nicht in sich selbst oder einen seiner Unterordner verschoben werden.',
      );
    }
    const moved = await call.put(`/api/files/folders/${c.id}`, { name: 'C', parent_id: null });
    expect(moved.json()).toMatchObject({ parent_id: null });
    const history = (await call.get(`/api/historyitems?entity=fileFolders&entity_id=${b.id}`)).json().items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);
    expect(history[0].changes).toEqual({ name: { from: 'B', to: 'B neu' } });
  });

  it('deletes a folder only when it is empty', async () => {
    const { token, call, create } = await admin();
    const parent = await create(unique('Projekt'));
    const sub = await create('Fotos', parent.id);
    const file = await uploadOne(
      t.app,
      token,
      { name: 'x.pdf', type: 'application/pdf', content: samplePdf() },
      `folder_id=${sub.id}`,
    );

    for (const id of [parent.id, sub.id]) {
      const refused = await call.delete(`/api/files/folders/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Der Ordner ist nicht leer. Verschieben oder löschen Sie zuerst die Dateien und Unterordner darin.',
      );
    }
    expect((await call.put(`/api/files/${file.id}`, { folder_id: null })).json().folder_id).toBeNull();
    expect((await call.delete(`/api/files/folders/${sub.id}`)).json()).toEqual({ id: sub.id });
    expect((await call.delete(`/api/files/folders/${parent.id}`)).statusCode).toBe(200);
    expect((await call.delete(`/api/files/folders/${parent.id}`)).statusCode).toBe(404);
  });

  it('moves files into folders that exist, and uploads only into those', async () => {
    const { token, call, create } = await admin();
    const folder = await create(unique('Ablage'));
    const file = await uploadOne(t.app, token, {
      name: 'y.pdf',
      type: 'application/pdf',
      content: samplePdf(),
    });
    const moved = await call.put(`/api/files/${file.id}`, { folder_id: folder.id });
    expect(moved.json()).toMatchObject({ folder_id: folder.id, version: 2 });
    const movedNowhere = await call.put(`/api/files/${file.id}`, { folder_id: 999999 });
    expect(movedNowhere.statusCode).toBe(400);
    expect(movedNowhere.json().error.fields).toEqual({ folder_id: 'Ordner nicht gefunden.' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/storage/v1/files?folder_id=999999',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Ordner nicht gefunden.');
  });

  it('takes folder and link from form fields in front of the files, too', async () => {
    const { token, call, create } = await admin();
    const folder = await create(unique('Formular'));
    const { uploadAs } = await import('../../../test/files-test-helpers.ts');
    const res = await uploadAs(
      t.app,
      token,
      [{ name: 'f.pdf', type: 'application/pdf', content: samplePdf() }],
      {
        fields: { folder_id: String(folder.id) },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().items[0].folder_id).toBe(folder.id);
    expect((await call.get(`/api/files?folder_id=${folder.id}`)).json().total).toBe(1);
  });

  it('validates names', async () => {
    const { call } = await admin();
    const res = await call.post('/api/files/folders', { name: 'a/b', parent_id: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Der Ordnername darf keine Schrägstriche oder Steuerzeichen enthalten.',
    });
    expect((await call.post('/api/files/folders', { name: '  ' })).json().error.fields).toEqual({
      name: 'Bitte einen Ordnernamen angeben.',
    });
  });
});
