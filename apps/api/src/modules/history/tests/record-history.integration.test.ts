import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

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

async function createRecord(type: string, data: Record<string, unknown>, token = admin) {
  const response = await call(token, 'POST', `/api/entities/${type}`, { data });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number; data: Record<string, unknown> };
}
const customer = (name: string) => createRecord('customers', { kind: 'company', company_name: name });

describe('record history (/api/entities/<type>/:id/history)', () => {
  it('lists the items of one record, newest first, with field diffs and who did it', async () => {
    const created = await customer('Historie GmbH');
    const other = await customer('Andere GmbH');
    const updated = await call(admin, 'PUT', `/api/entities/customers/${created.id}`, {
      data: { ...created.data, city: 'Dresden' },
      version: created.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const response = await call(admin, 'GET', `/api/entities/customers/${created.id}/history`);
    expect(response.statusCode).toBe(200);
    const { items, next_before_id } = response.json();
    expect(next_before_id).toBeNull();
    expect(items.map((i: { action: string }) => i.action)).toEqual(['updated', 'created']);
    expect(items[0]).toMatchObject({
      entity: 'customers',
      entity_id: String(created.id),
      actor: { id: t.tenant.admin.id, name: 'admin' },
      changes: { city: { from: null, to: 'Dresden' } },
    });
    expect(items[1].changes).toMatchObject({ company_name: { from: null, to: 'Historie GmbH' } });
    const otherItems = (await call(admin, 'GET', `/api/entities/customers/${other.id}/history`)).json().items;
    expect(otherItems.map((i: { action: string }) => i.action)).toEqual(['created']);
  });

  it('filters the history by one action or by several that read alike', async () => {
    const created = await customer('Filter OHG');
    await call(admin, 'POST', `/api/entities/customers/${created.id}/notes`, { text: 'Rückruf' });
    const actionsOf = async (action: string) =>
      (
        await call(
          admin,
          'GET',
          `/api/historyitems?entity=customers&entity_id=${created.id}&action=${action}`,
        )
      )
        .json()
        .items.map((i: { action: string }) => i.action);
    expect(await actionsOf('note')).toEqual(['note']);
    expect(await actionsOf('note,created')).toEqual(['note', 'created']);
  });

  it('adds notes (trimmed, at most 2000 characters) and pages through the timeline', async () => {
    const created = await customer('Notizen KG');
    const url = `/api/entities/customers/${created.id}`;
    for (const text of ['Erste Notiz', 'Zweite Notiz', '  Dritte Notiz  ']) {
      const note = await call(admin, 'POST', `${url}/notes`, { text });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json()).toMatchObject({
        action: 'note',
        note: text.trim(),
        entity: 'customers',
        entity_id: String(created.id),
        actor: { id: t.tenant.admin.id, name: 'admin' },
        changes: null,
      });
    }
    const first = (await call(admin, 'GET', `${url}/history?limit=2`)).json();
    expect(first.items.map((i: { note: string | null }) => i.note)).toEqual(['Dritte Notiz', 'Zweite Notiz']);
    expect(first.next_before_id).toBe(first.items[1].id);
    const second = (
      await call(admin, 'GET', `${url}/history?limit=2&before_id=${first.next_before_id}`)
    ).json();
    expect(second.items.map((i: { action: string }) => i.action)).toEqual(['note', 'created']);
    expect(second.items[0].note).toBe('Erste Notiz');
    expect(second.next_before_id).toBeNull();

    const empty = await call(admin, 'POST', `${url}/notes`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'Bitte eine Notiz eingeben.' });
    const long = await call(admin, 'POST', `${url}/notes`, { text: 'x'.repeat(2001) });
    expect(long.json().error.fields).toEqual({ text: 'Die Notiz darf höchstens 2000 Zeichen lang sein.' });
    expect((await call(admin, 'POST', `${url}/notes`, { text: 'x'.repeat(2000) })).statusCode).toBe(201);

    // Notes are links of the tamper-evident chain like every other item.
    const verdict = (await call(admin, 'GET', '/api/historyitems/verify')).json();
    expect(verdict).toMatchObject({ ok: true, broken_at_id: null });
  });

  it('follows the record type: 404 for another type, an unknown id or another tenant', async () => {
    const created = await customer('Typprüfung AG');
    const unknownId = created.id + 100_000;
    for (const url of [`/api/entities/vendors/${created.id}`, `/api/entities/customers/${unknownId}`]) {
      expect((await call(admin, 'GET', `${url}/history`)).statusCode).toBe(404);
      const note = await call(admin, 'POST', `${url}/notes`, { text: 'x' });
      expect(note.statusCode).toBe(404);
      expect(note.json().error.message).toBe('Der Datensatz wurde nicht gefunden.');
    }
    expect((await call(admin, 'GET', '/api/entities/customers/abc/history')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/entities/kunden/1/history')).statusCode).toBe(404);

    const other = await createTestTenant(t.deps);
    const stranger = await signInAs(t.app, other.admin);
    const read = await call(stranger, 'GET', `/api/entities/customers/${created.id}/history`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Typprüfung');
    expect(
      (await call(stranger, 'POST', `/api/entities/customers/${created.id}/notes`, { text: 'x' })).statusCode,
    ).toBe(404);
    const mine = (await call(admin, 'GET', `/api/entities/customers/${created.id}/history`)).json().items;
    expect(mine.map((i: { action: string }) => i.action)).toEqual(['created']);
  });

  it("needs the type's read permission to read and its write permission to add a note", async () => {
    const created = await customer('Rechte GmbH');
    const project = await createRecord('projects', { name: 'Dachsanierung' });
    // Mitarbeiter may read customers (entities.read) without history.read, but not write them.
    expect((await call(employee, 'GET', '/api/historyitems')).statusCode).toBe(403);
    expect((await call(employee, 'GET', `/api/entities/customers/${created.id}/history`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(employee, 'POST', `/api/entities/customers/${created.id}/notes`, { text: 'x' })).statusCode,
    ).toBe(403);

    const role = await call(admin, 'POST', '/api/roles', {
      name: 'Nur Projekte',
      permissions: ['projects.read', 'projects.write'],
    });
    const planner = await addUser(t.deps, t.tenant.tenantId, role.json().id, 'planner');
    const token = await signInAs(t.app, planner);
    expect((await call(token, 'GET', `/api/entities/customers/${created.id}/history`)).statusCode).toBe(403);
    expect((await call(token, 'GET', `/api/entities/projects/${project.id}/history`)).statusCode).toBe(200);
    const note = await call(token, 'POST', `/api/entities/projects/${project.id}/notes`, {
      text: 'Gerüst bestellt',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().actor).toEqual({ id: planner.id, name: 'planner' });
  });

  it('keeps the history of a deleted record readable, but takes no new notes for it', async () => {
    const created = await customer('Gelöscht GmbH');
    expect((await call(admin, 'DELETE', `/api/entities/customers/${created.id}`)).statusCode).toBe(200);
    const history = await call(admin, 'GET', `/api/entities/customers/${created.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items.map((i: { action: string }) => i.action)).toEqual(['deleted', 'created']);
    expect(
      (await call(admin, 'POST', `/api/entities/customers/${created.id}/notes`, { text: 'x' })).statusCode,
    ).toBe(404);
  });

  it('names the records a change points to, for the history and the document timeline alike', async () => {
    const firm = await customer('Verweis Haustechnik GmbH');
    const contact = await createRecord('contacts', {
      first_name: 'Eva',
      last_name: 'Kraus',
      company: firm.id,
    });
    const items = (await call(admin, 'GET', `/api/entities/contacts/${contact.id}/history`)).json().items;
    expect(items[0].changes).toMatchObject({ company: { from: null, to: firm.id } });
    expect(items[0].refs).toEqual({ [`e${firm.id}`]: 'Verweis Haustechnik GmbH' });

    const draft = await call(admin, 'POST', '/api/documents', {
      type: 'quote',
      customer_id: firm.id,
      document_date: '2026-11-02',
      lines: [],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const documentItems = (
      await call(admin, 'GET', `/api/historyitems?entity=document&entity_id=${draft.json().id}`)
    ).json().items;
    expect(documentItems[0].changes).toMatchObject({
      customer_id: { to: firm.id },
      customer_name: { to: 'Verweis Haustechnik GmbH' },
    });
    // The document itself by type and number (a draft has none yet), the customer by name.
    expect(documentItems[0].refs).toEqual({
      [`d${draft.json().id}`]: 'Angebot (Entwurf)',
      [`e${firm.id}`]: 'Verweis Haustechnik GmbH',
    });
    // A change without references carries no names.
    expect(
      (await call(admin, 'GET', `/api/entities/customers/${firm.id}/history`)).json().items[0].refs,
    ).toBe(undefined);
  });
});
