import type { FileRecord } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { api, uploadOne } from '../../../test/files-test-helpers.ts';
import { pdfOfSize, samplePdf, samplePng } from '../../../test/sample-files.ts';

const t = useTestApp();

const names = (res: { json: () => { items: FileRecord[] } }) => res.json().items.map((f) => f.name);

describe('GET /api/files', () => {
  it('searches by name, filters by tags, sorts and pages', async () => {
    const tenant = await createTestTenant(t.deps);
    const token = await signInAs(t.app, tenant.admin);
    const call = api(t.app, token);
    const upload = (name: string, content: Buffer, type = 'application/pdf') =>
      uploadOne(t.app, token, { name, type, content });
    const a = await upload('Angebot_100%.pdf', pdfOfSize(3000));
    const b = await upload('Rechnung 2026-01.pdf', pdfOfSize(1000));
    const c = await upload('Baustelle.png', samplePng(), 'image/png');
    await call.put(`/api/files/${a.id}`, { tags: ['Kunde', 'wichtig'] });
    const tagged = await call.put(`/api/files/${b.id}`, { tags: ['wichtig', ' Steuer ', 'WICHTIG'] });
    expect(tagged.json().tags).toEqual(['wichtig', 'Steuer']);

    expect(names(await call.get('/api/files?q=rechnung'))).toEqual(['Rechnung 2026-01.pdf']);
    // % and _ are searched as themselves.
    expect(names(await call.get('/api/files?q=100%25'))).toEqual(['Angebot_100%.pdf']);
    expect(names(await call.get('/api/files?q=_'))).toEqual(['Angebot_100%.pdf']);
    expect(names(await call.get('/api/files?tags=Wichtig&sort=name'))).toEqual([
      'Angebot_100%.pdf',
      'Rechnung 2026-01.pdf',
    ]);
    expect(names(await call.get('/api/files?tags=wichtig,kunde'))).toEqual(['Angebot_100%.pdf']);
    expect(names(await call.get('/api/files'))).toEqual([
      'Baustelle.png',
      'Rechnung 2026-01.pdf',
      'Angebot_100%.pdf',
    ]);
    expect(names(await call.get('/api/files?sort=-size'))[0]).toBe('Angebot_100%.pdf');
    const page = await call.get('/api/files?sort=name&limit=1&offset=1');
    expect(page.json()).toMatchObject({ total: 3, items: [{ id: c.id }] });
    expect(names(await call.get('/api/files?folder_id=root&sort=name'))).toHaveLength(3);
  });

  it('renames a file but keeps its type', async () => {
    const tenant = await createTestTenant(t.deps);
    const call = api(t.app, await signInAs(t.app, tenant.admin));
    const file = await uploadOne(t.app, await signInAs(t.app, tenant.admin), {
      name: 'scan.pdf',
      type: 'application/pdf',
      content: samplePdf(),
    });
    expect((await call.put(`/api/files/${file.id}`, { name: 'Lieferschein 12.PDF' })).json().name).toBe(
      'Lieferschein 12.PDF',
    );
    expect((await call.put(`/api/files/${file.id}`, { name: 'Lieferschein 2026.03' })).json().name).toBe(
      'Lieferschein 2026.03.PDF',
    );
    const png = await call.put(`/api/files/${file.id}`, { name: 'bild.png' });
    expect(png.statusCode).toBe(400);
    expect(png.json().error.fields).toEqual({
      name: 'Die Datei ist eine PDF-Datei; die Endung muss .PDF bleiben.',
    });
    // Not a file type at all: the right extension is added, so the file never becomes a web page.
    expect((await call.put(`/api/files/${file.id}`, { name: 'Lieferschein.html' })).json().name).toBe(
      'Lieferschein.html.PDF',
    );
    const history = (await call.get(`/api/historyitems?entity=files&entity_id=${file.id}`)).json().items;
    expect(history[1]).toMatchObject({
      action: 'updated',
      changes: { name: { from: 'Lieferschein 12.PDF', to: 'Lieferschein 2026.03.PDF' } },
    });
    expect((await call.put(`/api/files/${file.id}`, {})).json().error.message).toBe(
      'Bitte prüfen Sie Ihre Eingaben.',
    );
  });
});
