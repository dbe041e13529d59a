import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { findDefaultTextTemplate } from '../index.ts';

const t = useTestAppWithTenant();
let admin: string;
let employee: string;
beforeAll(async () => {
  admin = await signInAs(t.app, t.tenant.admin);
  employee = await signInAs(t.app, t.tenant.employee);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const as = (method: Method, url: string, payload?: object) => call(admin, method, url, payload);

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

async function create(body: Record<string, unknown>) {
  const response = await as('POST', '/api/text-templates', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const historyOf = async (id: number) =>
  (await as('GET', `/api/historyitems?entity=textTemplates&entity_id=${id}`)).json().items;

describe('text templates', () => {
  it('creates, reads, lists by usage and records the creation', async () => {
    const created = await create({
      name: unique('Rechnung per E-Mail'),
      usage: 'emailDocument',
      subject: 'Ihre {{dokument.art}} {{ dokument.nummer }}',
      body: '{{kunde.anrede}}\n\nanbei erhalten Sie Ihre {{dokument.art}}.\n\nViele Grüße\n{{benutzer.name}}',
    });
    expect(created).toMatchObject({
      usage: 'emailDocument',
      subject: 'Ihre {{dokument.art}} {{ dokument.nummer }}',
      is_default: false,
      version: 1,
    });
    expect((await as('GET', `/api/text-templates/${created.id}`)).json()).toEqual(created);

    const intro = await create({
      name: unique('Einleitung'),
      usage: 'documentIntro',
      subject: 'weg',
      body: 'Hallo',
    });
    expect(intro.subject).toBeNull();
    const emails = (await as('GET', '/api/text-templates?usage=emailDocument')).json().items;
    expect(emails.map((x: { id: number }) => x.id)).toContain(created.id);
    expect(emails.every((x: { usage: string }) => x.usage === 'emailDocument')).toBe(true);
    const all = (await as('GET', '/api/text-templates')).json().items;
    expect(all.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([created.id, intro.id]));
    expect((await as('GET', '/api/text-templates?usage=fax')).statusCode).toBe(400);

    const [item] = await historyOf(created.id);
    expect(item).toMatchObject({ action: 'created', actor: { id: t.tenant.admin.id } });
    expect(item.changes).toEqual({
      name: { from: null, to: created.name },
      usage: { from: null, to: 'emailDocument' },
      subject: { from: null, to: created.subject },
      body: { from: null, to: created.body },
      is_default: { from: null, to: false },
    });
  });

  it('refuses unknown placeholders on save and names them in fields.body / fields.subject', async () => {
    const response = await as('POST', '/api/text-templates', {
      name: unique('Mahnung'),
      usage: 'emailReminder',
      subject: 'Mahnung {{dokument.nr}}',
      body: 'Offen sind {{dokument.betrag_offen}} von {{ dokument.betrag }} seit {{heute',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        subject: 'Unbekannter Platzhalter: {{dokument.nr}}.',
        body: 'Unbekannter Platzhalter: {{ dokument.betrag }}. Nicht geschlossen (es fehlt „}}“): {{heute.',
      },
    });
    const letter = await as('POST', '/api/text-templates', {
      name: unique('Brief'),
      usage: 'letter',
      body: 'Zu Rechnung {{dokument.nummer}}',
    });
    expect(letter.json().error.fields).toEqual({ body: 'In „Brief“ nicht verfügbar: {{dokument.nummer}}.' });
    const noSubject = await as('POST', '/api/text-templates', {
      name: 'x',
      usage: 'emailDocument',
      body: 'y',
    });
    expect(noSubject.json().error.fields).toEqual({ subject: 'Bitte einen Betreff angeben.' });
  });

  it('keeps names unique regardless of case, on create and on rename', async () => {
    const name = unique('Schlusstext Standard');
    const first = await create({ name, usage: 'documentOutro', body: 'Vielen Dank für Ihren Auftrag.' });
    const duplicate = await as('POST', '/api/text-templates', {
      name: name.toUpperCase(),
      usage: 'letter',
      body: 'x',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(`Eine Textvorlage „${name.toUpperCase()}“ gibt es bereits.`);
    const other = await create({ name: unique('Anderer Schluss'), usage: 'documentOutro', body: 'x' });
    const rename = await as('PUT', `/api/text-templates/${other.id}`, { ...other, name: ` ${name} ` });
    expect(rename.statusCode).toBe(409);
    // Renaming to its own name in other letters is fine.
    const own = await as('PUT', `/api/text-templates/${first.id}`, { ...first, name: name.toLowerCase() });
    expect(own.statusCode).toBe(200);
  });

  it('updates with the version and refuses a stale one without changing anything', async () => {
    const created = await create({
      name: unique('Brief Standard'),
      usage: 'letter',
      body: '{{kunde.anrede}}',
    });
    const updated = await as('PUT', `/api/text-templates/${created.id}`, {
      ...created,
      body: '{{kunde.anrede}}\n\nmit freundlichen Grüßen\n{{benutzer.name}}',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2 });
    const stale = await as('PUT', `/api/text-templates/${created.id}`, { ...created, body: 'überschrieben' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Die Textvorlage wurde inzwischen geändert. Bitte laden Sie sie neu.',
    );
    expect((await as('GET', `/api/text-templates/${created.id}`)).json()).toEqual(updated.json());
    const [change] = await historyOf(created.id);
    expect(change).toMatchObject({ action: 'updated' });
    expect(change.changes).toEqual({ body: { from: created.body, to: updated.json().body } });
  });

  it('keeps one default per usage: setting one takes the flag from the other in the same step', async () => {
    const a = await create({
      name: unique('Mahnung A'),
      usage: 'emailReminder',
      subject: 'A',
      body: 'A',
      is_default: true,
    });
    expect(a.is_default).toBe(true);
    const b = await create({
      name: unique('Mahnung B'),
      usage: 'emailReminder',
      subject: 'B',
      body: 'B',
      is_default: true,
    });
    expect(b.is_default).toBe(true);
    const afterB = (await as('GET', `/api/text-templates/${a.id}`)).json();
    expect(afterB).toMatchObject({ is_default: false, version: a.version + 1 });
    expect((await historyOf(a.id))[0]).toMatchObject({
      action: 'updated',
      changes: { is_default: { from: true, to: false } },
    });

    const made = await as('POST', `/api/text-templates/${a.id}/default`);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ is_default: true });
    expect((await as('GET', `/api/text-templates/${b.id}`)).json().is_default).toBe(false);
    // Again is a no-op, not a new version.
    expect((await as('POST', `/api/text-templates/${a.id}/default`)).json().version).toBe(
      made.json().version,
    );

    // A default of another usage is untouched.
    const other = await create({
      name: unique('Intro'),
      usage: 'documentIntro',
      body: 'x',
      is_default: true,
    });
    const defaults = (await as('GET', '/api/text-templates'))
      .json()
      .items.filter((x: { is_default: boolean }) => x.is_default);
    expect(defaults.map((x: { id: number }) => x.id).sort()).toEqual([a.id, other.id].sort());

    // Moving the default template to another usage takes that usage's default over.
    const moved = await as('PUT', `/api/text-templates/${a.id}`, {
      ...made.json(),
      usage: 'documentIntro',
      subject: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ usage: 'documentIntro', is_default: true, subject: null });
    expect((await as('GET', `/api/text-templates/${other.id}`)).json().is_default).toBe(false);

    const found = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      findDefaultTextTemplate(tx, 'documentIntro'),
    );
    expect(found?.id).toBe(a.id);
    const none = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      findDefaultTextTemplate(tx, 'emailReminder'),
    );
    expect(none).toBeNull();
  });

  it('two people setting different defaults at once leave exactly one default, never a 500', async () => {
    const templates = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        create({ name: unique(`Parallel ${n}`), usage: 'emailDocument', subject: 'S', body: 'B' }),
      ),
    );
    const results = await Promise.all(
      templates.map((x) => as('POST', `/api/text-templates/${x.id}/default`)),
    );
    for (const result of results) expect([200, 409]).toContain(result.statusCode);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    const defaults = (await as('GET', '/api/text-templates?usage=emailDocument'))
      .json()
      .items.filter((x: { is_default: boolean }) => x.is_default);
    expect(defaults).toHaveLength(1);
  });

  it('deletes with history; afterwards it is gone', async () => {
    const created = await create({ name: unique('Wegwerf'), usage: 'letter', body: 'x' });
    expect((await as('DELETE', `/api/text-templates/${created.id}`)).json()).toEqual({ id: created.id });
    expect((await as('GET', `/api/text-templates/${created.id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/text-templates/${created.id}`)).statusCode).toBe(404);
    const [item] = await historyOf(created.id);
    expect(item).toMatchObject({ action: 'deleted', changes: { name: { from: created.name, to: null } } });
  });

  it('everyone may read; only settings.write may change', async () => {
    const created = await create({ name: unique('Nur lesen'), usage: 'letter', body: 'x' });
    expect((await call(employee, 'GET', '/api/text-templates')).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/text-templates/${created.id}`)).statusCode).toBe(200);
    const attempts = [
      call(employee, 'POST', '/api/text-templates', { name: 'x', usage: 'letter', body: 'x' }),
      call(employee, 'PUT', `/api/text-templates/${created.id}`, { ...created, body: 'y' }),
      call(employee, 'POST', `/api/text-templates/${created.id}/default`),
      call(employee, 'DELETE', `/api/text-templates/${created.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await as('GET', `/api/text-templates/${created.id}`)).json()).toEqual(created);
    expect((await t.app.inject({ method: 'GET', url: '/api/text-templates' })).statusCode).toBe(401);
  });

  it('another tenant sees none of them and cannot touch them', async () => {
    const created = await create({ name: unique('Geheim'), usage: 'letter', body: 'x', is_default: true });
    const other = await createTestTenant(t.deps);
    const stranger = await signInAs(t.app, other.admin);
    expect((await call(stranger, 'GET', '/api/text-templates')).json().items).toEqual([]);
    const attempts = [
      call(stranger, 'GET', `/api/text-templates/${created.id}`),
      call(stranger, 'PUT', `/api/text-templates/${created.id}`, { ...created, body: 'y' }),
      call(stranger, 'POST', `/api/text-templates/${created.id}/default`),
      call(stranger, 'DELETE', `/api/text-templates/${created.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    // Same name and its own default in the other tenant are fine.
    const own = await call(stranger, 'POST', '/api/text-templates', { ...created, is_default: true });
    expect(own.statusCode).toBe(201);
    expect((await as('GET', `/api/text-templates/${created.id}`)).json()).toEqual(created);
  });
});
