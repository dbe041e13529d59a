import { beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { api, download, uploadOne } from '../../../test/files-test-helpers.ts';
import { samplePdf } from '../../../test/sample-files.ts';

const OTHERS_FILE =
  'Dateien, die jemand anderes hochgeladen hat, darf nur ändern oder löschen, wer Dateien verwalten darf.';

const t = useTestAppWithTenant();
let anna: string;
let ben: string;
let admin: string;
beforeAll(async () => {
  anna = await signInAs(t.app, t.tenant.employee);
  ben = await signInAs(t.app, await addEmployee(t.deps, t.tenant, 'ben'));
  admin = await signInAs(t.app, t.tenant.admin);
});

const pdf = (name: string) => ({ name, type: 'application/pdf', content: samplePdf() });

describe('a Mitarbeiter changes and deletes their own files, not everyone’s (files.manage)', () => {
  it('cannot delete, rename or move another employee’s file; it stays as it was', async () => {
    const bens = await uploadOne(t.app, ben, pdf('Bens Reisekosten.pdf'));
    const del = await api(t.app, anna).delete(`/api/files/${bens.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().error).toEqual({ code: 'forbidden', message: OTHERS_FILE });
    const rename = await api(t.app, anna).put(`/api/files/${bens.id}`, { name: 'weg.pdf' });
    expect(rename.statusCode).toBe(403);
    expect((await api(t.app, anna).get(`/api/files/${bens.id}`)).json().name).toBe('Bens Reisekosten.pdf');
    expect((await download(t.app, anna, bens.id)).statusCode).toBe(200);
  });

  it('can rename and delete their own file', async () => {
    const mine = await uploadOne(t.app, anna, pdf('Annas Quittung.pdf'));
    const rename = await api(t.app, anna).put(`/api/files/${mine.id}`, { name: 'Quittung Mai' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().name).toBe('Quittung Mai.pdf');
    expect((await api(t.app, anna).delete(`/api/files/${mine.id}`)).statusCode).toBe(200);
    expect((await api(t.app, anna).get(`/api/files/${mine.id}`)).statusCode).toBe(404);
  });

  it('whoever may manage files (Administrator) deletes anyone’s', async () => {
    const bens = await uploadOne(t.app, ben, pdf('Altes Angebot.pdf'));
    expect((await api(t.app, admin).delete(`/api/files/${bens.id}`)).statusCode).toBe(200);
  });
});
