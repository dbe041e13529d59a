import type { CustomFieldDefinition } from '@kontor/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let admin: string;
let employee: string;
beforeAll(async () => {
  admin = await signInAs(t.app, t.tenant.admin);
  employee = await signInAs(t.app, t.tenant.employee);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const create = async (body: object, token = admin): Promise<CustomFieldDefinition> => {
  const response = await call('POST', '/api/custom-fields', body, token);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
};
const list = async (type: string, token = admin): Promise<CustomFieldDefinition[]> =>
  (await call('GET', `/api/custom-fields?entity_type=${type}`, undefined, token)).json().items;
const historyOf = async (id: number | string) =>
  (await call('GET', `/api/historyitems?entity=customFields&entity_id=${id}`)).json().items;

describe('custom fields', () => {
  it('creates a field with a key from its label and lists it for every signed-in user', async () => {
    const field = await create({
      entity_type: 'customers',
      label: 'Größe der Filiale',
      kind: 'select',
      required: true,
      show_in_list: true,
      options: [{ label: 'Klein' }, { label: 'Groß' }],
    });
    expect(field).toMatchObject({
      entity_type: 'customers',
      key: 'groesse_der_filiale',
      label: 'Größe der Filiale',
      kind: 'select',
      required: true,
      show_in_list: true,
      options: [
        { value: 'klein', label: 'Klein' },
        { value: 'gross', label: 'Groß' },
      ],
      reference_type: null,
      deleted_at: null,
      version: 1,
    });
    expect((await list('customers', employee)).map((f) => f.key)).toContain('groesse_der_filiale');
    expect(await list('vendors', employee)).toEqual([]);
    const everything = (await call('GET', '/api/custom-fields', undefined, employee)).json().items;
    expect(everything.map((f: CustomFieldDefinition) => f.id)).toContain(field.id);
    expect((await historyOf(field.id))[0]).toMatchObject({
      action: 'created',
      changes: { key: { from: null, to: 'groesse_der_filiale' }, kind: { from: null, to: 'select' } },
    });
  });

  it('refuses taken keys, built-in keys and labels already in use, and bad input', async () => {
    await create({ entity_type: 'vendors', label: 'Rahmenvertrag', kind: 'boolean' });
    const sameKey = await call('POST', '/api/custom-fields', {
      entity_type: 'vendors',
      key: 'rahmenvertrag',
      label: 'Vertrag',
      kind: 'text',
    });
    expect(sameKey.statusCode).toBe(400);
    expect(sameKey.json().error.fields).toEqual({
      key: 'Das Feld „Rahmenvertrag“ hat schon den Schlüssel „rahmenvertrag“.',
    });
    const sameLabel = await call('POST', '/api/custom-fields', {
      entity_type: 'vendors',
      key: 'rv',
      label: 'rahmenvertrag',
      kind: 'text',
    });
    expect(sameLabel.json().error.fields).toEqual({ label: 'Ein Feld „Rahmenvertrag“ gibt es hier schon.' });
    const builtIn = await call('POST', '/api/custom-fields', {
      entity_type: 'vendors',
      key: 'iban',
      label: 'Konto',
      kind: 'text',
    });
    expect(builtIn.json().error.fields.key).toBe(
      '„iban“ ist schon ein Feld von Lieferanten (IBAN). Bitte einen anderen Schlüssel wählen.',
    );
    const malformed = await call('POST', '/api/custom-fields', {
      entity_type: 'vendors',
      key: 'Konto-Nr',
      label: 'Konto',
      kind: 'text',
    });
    expect(malformed.json().error.fields.key).toMatch(/Kleinbuchstaben/);
    const invalid = await call('POST', '/api/custom-fields', {
      entity_type: 'vendors',
      label: '',
      kind: 'reference',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        label: 'Bitte eine Bezeichnung angeben.',
        reference_type: 'Bitte wählen, auf welche Datensätze das Feld verweist.',
      },
    });
    expect((await list('vendors')).map((f) => f.key)).toEqual(['rahmenvertrag']);
  });

  it('changes label, options and flags with a version check, but never the kind', async () => {
    const field = await create({
      entity_type: 'articles',
      label: 'Farbe',
      kind: 'multiSelect',
      options: [{ label: 'Rot' }, { label: 'Grün' }],
    });
    const updated = await call('PUT', `/api/custom-fields/${field.id}`, {
      label: 'Farben',
      kind: 'multiSelect',
      show_in_list: true,
      options: [{ value: 'gruen', label: 'Dunkelgrün' }, { label: 'Blau' }],
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      key: 'farbe',
      label: 'Farben',
      show_in_list: true,
      options: [
        { value: 'gruen', label: 'Dunkelgrün' },
        { value: 'blau', label: 'Blau' },
      ],
      version: 2,
    });
    expect((await historyOf(field.id))[0]).toMatchObject({
      action: 'updated',
      changes: { label: { from: 'Farbe', to: 'Farben' }, show_in_list: { from: false, to: true } },
    });
    const stale = await call('PUT', `/api/custom-fields/${field.id}`, {
      label: 'X',
      kind: 'multiSelect',
      options: [{ label: 'A' }],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const kind = await call('PUT', `/api/custom-fields/${field.id}`, {
      label: 'Farben',
      kind: 'text',
      version: 2,
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.fields.kind).toMatch(
      /lässt sich nach dem Anlegen nicht ändern – die gespeicherten Werte/,
    );
    const noOptions = await call('PUT', `/api/custom-fields/${field.id}`, {
      label: 'Farben',
      kind: 'multiSelect',
      options: [],
      version: 2,
    });
    expect(noOptions.json().error.fields).toEqual({
      options: 'Eine Auswahl braucht mindestens eine Option.',
    });
    expect(
      (await call('PUT', '/api/custom-fields/999999', { label: 'X', kind: 'text', version: 1 })).statusCode,
    ).toBe(404);
  });

  it('removes a field, keeps its key taken, and restores it at the end with its values', async () => {
    const first = await create({ entity_type: 'projects', label: 'Bauleiter', kind: 'text' });
    const second = await create({
      entity_type: 'projects',
      label: 'Objekt',
      kind: 'reference',
      reference_type: 'customers',
    });
    const record = await call('POST', '/api/entities/customers', {
      data: { kind: 'company', company_name: 'Bauherr GmbH' },
    });
    const project = await call('POST', '/api/entities/projects', {
      data: { name: 'Neubau', customer: record.json().id },
      custom: { bauleiter: 'Frau Kaya', objekt: record.json().id },
    });
    expect(project.statusCode).toBe(201);

    const removed = await call('DELETE', `/api/custom-fields/${first.id}`);
    expect(removed.json()).toMatchObject({ id: first.id, version: 2 });
    expect(removed.json().deleted_at).not.toBeNull();
    expect((await call('DELETE', `/api/custom-fields/${first.id}`)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/custom-fields/${first.id}`, { label: 'B', kind: 'text', version: 2 }))
        .statusCode,
    ).toBe(409);
    const again = await call('POST', '/api/custom-fields', {
      entity_type: 'projects',
      label: 'Bauleiter',
      kind: 'text',
    });
    expect(again.json().error.fields.key).toMatch(
      /Das entfernte Feld „Bauleiter“ hat den Schlüssel „bauleiter“ noch/,
    );
    // Removed fields are listed with their removal date; the record's value is still stored.
    expect((await list('projects')).find((f) => f.id === first.id)?.deleted_at).toBeTruthy();
    const stored = await call('GET', `/api/entities/projects/${project.json().id}`);
    expect(stored.json().custom.bauleiter).toBe('Frau Kaya');

    const restored = await call('POST', `/api/custom-fields/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ deleted_at: null, version: 3 });
    expect(restored.json().sort_order).toBeGreaterThan(second.sort_order);
    expect((await call('POST', `/api/custom-fields/${first.id}/restore`)).statusCode).toBe(409);
    expect((await historyOf(first.id)).map((h: { action: string }) => h.action)).toEqual([
      'restored',
      'removed',
      'created',
    ]);
    const reread = await call('GET', `/api/entities/projects/${project.json().id}`);
    expect(reread.json().custom.bauleiter).toBe('Frau Kaya');
  });

  it('refuses to restore a field while an active one has its label', async () => {
    const old = await create({ entity_type: 'tasks', label: 'Priorität', kind: 'text' });
    await call('DELETE', `/api/custom-fields/${old.id}`);
    await create({
      entity_type: 'tasks',
      key: 'prio',
      label: 'Priorität',
      kind: 'select',
      options: [{ label: 'Hoch' }],
    });
    const restore = await call('POST', `/api/custom-fields/${old.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toBe(
      'Es gibt schon ein aktives Feld „Priorität“. Benennen Sie es um, bevor Sie dieses wiederherstellen.',
    );
  });

  it('reorders the active fields of a type and refuses a stale list', async () => {
    const [a, b, c] = [
      await create({ entity_type: 'costcentres', label: 'A', kind: 'text' }),
      await create({ entity_type: 'costcentres', label: 'B', kind: 'number' }),
      await create({ entity_type: 'costcentres', label: 'C', kind: 'date' }),
    ];
    const reordered = await call('PUT', '/api/custom-fields/order', {
      entity_type: 'costcentres',
      ids: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((f: CustomFieldDefinition) => f.label)).toEqual(['C', 'A', 'B']);
    expect((await list('costcentres')).map((f) => f.label)).toEqual(['C', 'A', 'B']);
    expect((await historyOf('costcentres'))[0]).toMatchObject({
      action: 'reordered',
      changes: { order: { from: 'A, B, C', to: 'C, A, B' } },
    });
    const missing = await call('PUT', '/api/custom-fields/order', {
      entity_type: 'costcentres',
      ids: [c.id, a.id],
    });
    expect(missing.statusCode).toBe(409);
    const doubled = await call('PUT', '/api/custom-fields/order', {
      entity_type: 'costcentres',
      ids: [c.id, a.id, a.id],
    });
    expect(doubled.statusCode).toBe(409);
    const wrongType = await call('PUT', '/api/custom-fields/order', {
      entity_type: 'contacts',
      ids: [c.id, a.id, b.id],
    });
    expect(wrongType.statusCode).toBe(409);
  });

  it('lets only settings.write change definitions', async () => {
    const field = await create({ entity_type: 'contacts', label: 'Hobby', kind: 'text' });
    const attempts = [
      call('POST', '/api/custom-fields', { entity_type: 'contacts', label: 'X', kind: 'text' }, employee),
      call('PUT', `/api/custom-fields/${field.id}`, { label: 'X', kind: 'text', version: 1 }, employee),
      call('DELETE', `/api/custom-fields/${field.id}`, undefined, employee),
      call('POST', `/api/custom-fields/${field.id}/restore`, undefined, employee),
      call('PUT', '/api/custom-fields/order', { entity_type: 'contacts', ids: [field.id] }, employee),
    ];
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await list('contacts')).map((f) => f.label)).toEqual(['Hobby']);
  });

  it('keeps tenants apart: another tenant can neither see nor touch these fields', async () => {
    const field = await create({ entity_type: 'absences', label: 'Vertretung', kind: 'text' });
    const other = await createTestTenant(t.deps);
    const token = await signInAs(t.app, other.admin);
    expect(await list('absences', token)).toEqual([]);
    const attempts = await Promise.all([
      call('PUT', `/api/custom-fields/${field.id}`, { label: 'X', kind: 'text', version: 1 }, token),
      call('DELETE', `/api/custom-fields/${field.id}`, undefined, token),
      call('POST', `/api/custom-fields/${field.id}/restore`, undefined, token),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const order = await call(
      'PUT',
      '/api/custom-fields/order',
      { entity_type: 'absences', ids: [field.id] },
      token,
    );
    expect(order.statusCode).toBe(409);
    // The same key is free in the other tenant.
    expect((await create({ entity_type: 'absences', label: 'Vertretung', kind: 'text' }, token)).key).toBe(
      'vertretung',
    );
    expect(await list('absences')).toEqual([field]);
  });
});
