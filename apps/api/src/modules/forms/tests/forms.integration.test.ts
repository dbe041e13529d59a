import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, signedInCaller, type Call } from '../../../test/document-test-helpers.ts';
import { sha256, uploadOne, download } from '../../../test/files-test-helpers.ts';
import { samplePdf, samplePng } from '../../../test/sample-files.ts';
import { signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { pgErrorCode } from '../../../db/pg-error.ts';

const t = useTestAppWithTenant({}, 'Formular Test GmbH');
let call: Call;
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
  call = await signedInCaller(t.app, t.tenant.admin);
});

const signaturePng = `data:image/png;base64,${samplePng(40, 16, [20, 20, 20]).toString('base64')}`;

async function createProject(name: string) {
  const customer = await createCustomer(call, { company_name: `Bauherr ${name}` });
  const res = await call('POST', '/api/entities/projects', { data: { name, customer: customer.id } });
  expect(res.statusCode, res.body).toBe(201);
  return { project: res.json() as { id: number }, customer };
}

const fields = [
  { key: 'h1', type: 'heading', label: 'Baustelle' },
  { key: 'ok', type: 'checkbox', label: 'Baustelle geräumt', required: true },
  { key: 'art', type: 'select', label: 'Art', options: ['Neubau', 'Umbau'], required: true },
  { key: 'menge', type: 'number', label: 'Menge' },
];

describe('form templates (/api/forms/templates)', () => {
  it('offers the two built-in templates and keeps own ones with their fields in order', async () => {
    const list = (await call('GET', '/api/forms/templates')).json();
    expect(list.items.map((i: { id: string; name: string }) => [i.id, i.name])).toEqual([
      ['builtin:abnahmeprotokoll', 'Abnahmeprotokoll'],
      ['builtin:regiebericht', 'Regiebericht'],
    ]);
    const abnahme = list.items[0];
    expect(abnahme.fields.filter((f: { type: string }) => f.type === 'signature')).toHaveLength(2);

    const created = await call('POST', '/api/forms/templates', { name: 'Baustellencheck', fields });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template.fields.map((f: { key: string }) => f.key)).toEqual(['h1', 'ok', 'art', 'menge']);
    // Reordered and renamed: stored as sent.
    const moved = await call('PUT', `/api/forms/templates/${template.id}`, {
      name: 'Baustellencheck',
      fields: [fields[2], fields[0], fields[1], fields[3]],
      version: template.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().fields.map((f: { key: string }) => f.key)).toEqual(['art', 'h1', 'ok', 'menge']);
    const stale = await call('PUT', `/api/forms/templates/${template.id}`, {
      name: 'Alt',
      fields,
      version: template.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/api/forms/templates/${template.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/forms/templates/${template.id}`)).statusCode).toBe(404);
  });

  it('refuses broken templates with German messages and stores nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ name: '', fields }, /Bitte einen Namen/],
      [
        { name: 'Leer', fields: [{ key: 'h', type: 'heading', label: 'Nur Titel' }] },
        /mindestens ein Eingabefeld/,
      ],
      [
        { name: 'Auswahl', fields: [{ key: 's', type: 'select', label: 'Farbe', options: [] }] },
        /mindestens eine Möglichkeit/,
      ],
      [{ name: 'Doppelt', fields: [fields[1], fields[1]] }, /doppelt/],
      [{ name: 'Ohne Text', fields: [{ key: 'x', type: 'text', label: '  ' }] }, /Bezeichnung/],
      [{ name: 'Abnahmeprotokoll', fields }, /gibt es schon/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/forms/templates', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().error)).toMatch(message);
    }
    expect((await call('GET', '/api/forms/templates')).json().items).toHaveLength(2);
  });
});

describe('filling in and signing a form (/api/forms)', () => {
  it('refuses to sign while required fields are empty, naming each field', async () => {
    const { project } = await createProject('Halle 3');
    const form = (
      await call('POST', '/api/forms', { template_id: 'builtin:abnahmeprotokoll', project_id: project.id })
    ).json();
    expect(form.answers.bauvorhaben).toBe('Halle 3');
    expect(form.answers.auftraggeber).toBe('Bauherr Halle 3');
    const res = await call('POST', `/api/forms/${form.id}/sign`, {
      answers: form.answers,
      version: form.version,
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('Bitte füllen Sie die markierten Pflichtfelder aus.');
    expect(error.fields).toEqual({
      abgenommen: '„Leistungen abgenommen“ ist ein Pflichtfeld.',
      unterschrift_auftraggeber: '„Unterschrift Auftraggeber“: Bitte unterschreiben.',
      unterschrift_auftragnehmer: '„Unterschrift Auftragnehmer“: Bitte unterschreiben.',
    });
    // Invalid values are refused already in a draft.
    const bad = await call('PUT', `/api/forms/${form.id}`, {
      answers: { ...form.answers, abgenommen: 'Vielleicht', datum: '2026-02-30' },
      version: form.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['abgenommen', 'datum']);
    expect((await call('GET', `/api/forms/${form.id}`)).json().status).toBe('draft');
  });

  it('signs into an archived PDF attached to project and customer; the database refuses any change after', async () => {
    const { project, customer } = await createProject('Villa Sonnenhang');
    const photo = await uploadOne(t.app, token, {
      name: 'mangel.png',
      type: 'image/png',
      content: samplePng(64, 48),
    });
    const pdfFile = await uploadOne(t.app, token, {
      name: 'plan.pdf',
      type: 'application/pdf',
      content: samplePdf(),
    });
    const form = (
      await call('POST', '/api/forms', { template_id: 'builtin:abnahmeprotokoll', project_id: project.id })
    ).json();
    const answers = {
      ...form.answers,
      abgenommen: 'Ja',
      maengel: 'Kratzer an der Terrassentür',
      fotos: [photo.id],
      unterschrift_auftraggeber: signaturePng,
      unterschrift_auftragnehmer: signaturePng,
    };
    const notPhoto = await call('PUT', `/api/forms/${form.id}`, {
      answers: { ...answers, fotos: [pdfFile.id] },
      version: form.version,
    });
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json().error.fields.fotos).toMatch(/Nur JPEG- oder PNG-Fotos/);

    const signed = await call('POST', `/api/forms/${form.id}/sign`, { answers, version: form.version });
    expect(signed.statusCode, signed.body).toBe(200);
    const result = signed.json();
    expect(result).toMatchObject({
      status: 'signed',
      project: { id: project.id },
      customer: { id: customer.id },
    });
    expect(result.pdf.name).toBe(`Abnahmeprotokoll ${form.id}.pdf`);

    const bytes = download(t.app, token, result.pdf.file_id);
    const pdf = (await bytes).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(pdf)).toBe(result.pdf.sha256);

    for (const [entity, id] of [
      ['projects', project.id],
      ['customers', customer.id],
    ] as const) {
      const files = (await call('GET', `/api/files?entity=${entity}&entity_id=${id}`)).json();
      expect(files.items.map((f: { id: number }) => f.id)).toContain(result.pdf.file_id);
    }

    // The API refuses …
    const again = await call('PUT', `/api/forms/${form.id}`, { answers, version: result.version });
    expect(again.statusCode).toBe(409);
    expect((await call('DELETE', `/api/forms/${form.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/files/${result.pdf.file_id}`)).statusCode).toBe(409);
    // … and so does the database, whatever path a write takes.
    for (const statement of [
      sql`update form_instances set answers = '{}'::jsonb where id = ${form.id}`,
      sql`update form_instances set status = 'draft' where id = ${form.id}`,
      sql`delete from form_instances where id = ${form.id}`,
    ]) {
      const direct = withTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.execute(statement));
      await expect(direct).rejects.toSatisfy((error) => pgErrorCode(error) === 'KT001');
    }
    expect((await call('GET', `/api/forms/${form.id}`)).json()).toEqual(result);
  });

  it('lists forms by project and needs a project or customer of the tenant', async () => {
    const { project } = await createProject('Garage');
    const none = await call('POST', '/api/forms', { template_id: 'builtin:regiebericht' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.project_id).toBe('Bitte ein Projekt oder einen Kunden wählen.');
    const customerAsProject = await call('POST', '/api/forms', {
      template_id: 'builtin:regiebericht',
      project_id: (await createCustomer(call)).id,
    });
    expect(customerAsProject.json().error.fields).toEqual({ project_id: 'Projekt nicht gefunden.' });
    expect(
      (await call('POST', '/api/forms', { template_id: 'builtin:unbekannt', project_id: project.id }))
        .statusCode,
    ).toBe(404);
    const form = (
      await call('POST', '/api/forms', { template_id: 'builtin:regiebericht', project_id: project.id })
    ).json();
    const list = (await call('GET', `/api/forms?project_id=${project.id}`)).json();
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([form.id]);
    expect((await call('DELETE', `/api/forms/${form.id}`)).statusCode).toBe(200);
  });

  it('a template in use cannot be deleted; the filled form keeps the fields it was filled with', async () => {
    const { project } = await createProject('Dach');
    const template = (await call('POST', '/api/forms/templates', { name: 'Dachcheck', fields })).json();
    const form = (
      await call('POST', '/api/forms', { template_id: template.id, project_id: project.id })
    ).json();
    await call('PUT', `/api/forms/templates/${template.id}`, {
      name: 'Dachcheck',
      fields: [{ key: 'neu', type: 'text', label: 'Neu' }],
      version: template.version,
    });
    expect(
      (await call('GET', `/api/forms/${form.id}`)).json().fields.map((f: { key: string }) => f.key),
    ).toEqual(['h1', 'ok', 'art', 'menge']);
    const removed = await call('DELETE', `/api/forms/templates/${template.id}`);
    expect(removed.statusCode).toBe(409);
  });
});
