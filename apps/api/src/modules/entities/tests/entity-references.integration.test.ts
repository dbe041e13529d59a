import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { addCustomField, caller, company } from '../../../test/entity-test-helpers.ts';

const t = useTestAppWithTenant();
let call: ReturnType<typeof caller>;
let profileId: number;
beforeAll(async () => {
  call = caller(t.app, await signInAs(t.app, t.tenant.admin));
  const options = (await call('GET', '/api/profiles/options')).json().items as { id: number; name: string }[];
  profileId = options.find((o) => o.name === 'admin Test')!.id;
});

const customers = '/api/entities/customers';
const contacts = '/api/entities/contacts';

describe('references', () => {
  it('links a contact to its customer, shows the name and counts the reference', async () => {
    const customer = (await call('POST', customers, company('Referenz GmbH'))).json();
    const contact = await call('POST', contacts, {
      data: { company: customer.id, first_name: 'Erika', last_name: 'Muster' },
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toMatchObject({
      name: 'Erika Muster',
      number: null,
      data: { company: customer.id },
      refs: { [`e${customer.id}`]: 'Referenz GmbH' },
    });
    expect((await call('GET', `${customers}/${customer.id}`)).json().referenced_by).toBe(1);
  });

  it('refuses unknown ids, ids of another tenant, wrong types and unknown profiles', async () => {
    const other = await createTestTenant(t.deps);
    const otherCall = caller(t.app, await signInAs(t.app, other.admin));
    const foreign = (await otherCall('POST', customers, company('Fremd GmbH'))).json();
    const project = (await call('POST', '/api/entities/projects', { data: { name: 'Projekt X' } })).json();
    const attempt = async (companyId: number) => {
      const response = await call('POST', contacts, { data: { company: companyId, last_name: 'X' } });
      expect(response.statusCode).toBe(400);
      return response.json().error.fields;
    };
    expect(await attempt(999_999)).toEqual({
      'data.company': 'Firma: Der gewählte Datensatz existiert nicht.',
    });
    expect(await attempt(foreign.id)).toEqual({
      'data.company': 'Firma: Der gewählte Datensatz existiert nicht.',
    });
    expect(await attempt(project.id)).toEqual({
      'data.company': 'Firma: Nur Kunden oder Lieferanten können gewählt werden.',
    });
    const task = await call('POST', '/api/entities/tasks', {
      data: { title: 'Aufgabe', project: project.id, assignee: 999_999 },
    });
    expect(task.json().error.fields).toEqual({
      'data.assignee': 'Zuständig: Diesen Mitarbeiter gibt es nicht.',
    });
  });

  it('resolves profiles and profile lists to names', async () => {
    const project = await call('POST', '/api/entities/projects', {
      data: { name: 'Umbau', members: [profileId, profileId] },
    });
    expect(project.json()).toMatchObject({
      data: { members: [profileId] },
      refs: { [`p${profileId}`]: 'admin Test' },
    });
    const task = await call('POST', '/api/entities/tasks', {
      data: { title: 'Angebot schreiben', project: project.json().id, assignee: profileId },
    });
    expect(task.json().refs).toEqual({ [`e${project.json().id}`]: 'Umbau', [`p${profileId}`]: 'admin Test' });
  });

  it('follows custom reference fields and replaces links on edit', async () => {
    await addCustomField(t.deps, t.tenant.tenantId, {
      entityType: 'vendors',
      key: 'vermittelt_von',
      label: 'Vermittelt von',
      kind: 'reference',
      referenceType: 'customers',
    });
    const first = (await call('POST', customers, company('Erster Vermittler'))).json();
    const second = (await call('POST', customers, company('Zweiter Vermittler'))).json();
    const vendor = await call('POST', '/api/entities/vendors', {
      ...company('Vermittelter Lieferant'),
      custom: { vermittelt_von: first.id },
    });
    expect(vendor.json().refs).toEqual({ [`e${first.id}`]: 'Erster Vermittler' });
    expect((await call('DELETE', `${customers}/${first.id}`)).statusCode).toBe(409);
    await call('PUT', `/api/entities/vendors/${vendor.json().id}`, {
      data: {},
      custom: { vermittelt_von: second.id },
      version: 1,
    });
    expect((await call('GET', `${customers}/${second.id}`)).json().referenced_by).toBe(1);
    expect((await call('DELETE', `${customers}/${first.id}`)).statusCode).toBe(200);
  });
});

describe('archive, restore, delete', () => {
  it('keeps a referenced customer: delete is refused, archive works', async () => {
    const customer = (await call('POST', customers, company('Verwendet GmbH'))).json();
    await call('POST', contacts, { data: { company: customer.id, last_name: 'Eins' } });
    await call('POST', contacts, { data: { company: customer.id, last_name: 'Zwei' } });
    const refused = await call('DELETE', `${customers}/${customer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      '„Verwendet GmbH“ wird noch verwendet (2 Verweise) und kann nur archiviert werden.',
    );
    const archived = await call('POST', `${customers}/${customer.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).not.toBeNull();
    expect(archived.json().version).toBe(2);
    // Archived records leave the default list but stay readable.
    const active = (await call('GET', `${customers}?q=verwendet`)).json();
    expect(active.items).toHaveLength(0);
    const inArchive = (await call('GET', `${customers}?q=verwendet&archived=archived`)).json();
    expect(inArchive.items.map((i: { id: number }) => i.id)).toEqual([customer.id]);
    // A new contact cannot pick the archived customer; an existing one keeps it through edits.
    const fresh = await call('POST', contacts, { data: { company: customer.id, last_name: 'Drei' } });
    expect(fresh.json().error.fields['data.company']).toBe(
      'Firma: „Verwendet GmbH“ ist archiviert und kann nicht neu gewählt werden.',
    );
    const restored = await call('POST', `${customers}/${customer.id}/restore`);
    expect(restored.json()).toMatchObject({ archived_at: null, version: 3 });
    const { items } = (
      await call('GET', `/api/historyitems?entity=customers&entity_id=${customer.id}`)
    ).json();
    expect(items.map((i: { action: string }) => i.action)).toEqual(['restored', 'archived', 'created']);
  });

  it('deletes a record nothing points to, with its own links and a history item', async () => {
    const customer = (await call('POST', customers, company('Kurzlebig GmbH'))).json();
    const contact = (
      await call('POST', contacts, { data: { company: customer.id, last_name: 'Weg' } })
    ).json();
    expect((await call('DELETE', `${contacts}/${contact.id}`)).json()).toEqual({ ok: true });
    expect((await call('GET', `${contacts}/${contact.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${customers}/${customer.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${customers}/${customer.id}`)).statusCode).toBe(404);
    const { items } = (
      await call('GET', `/api/historyitems?entity=customers&entity_id=${customer.id}`)
    ).json();
    expect(items[0]).toMatchObject({
      action: 'deleted',
      changes: { company_name: { from: 'Kurzlebig GmbH', to: null } },
    });
  });

  it('maps a foreign-key refusal of another area to the same answer', async () => {
    const customer = (await call('POST', customers, company('Fremdschlüssel GmbH'))).json();
    // Stands in for a later area's table (documents …) that points at records with RESTRICT.
    const probe = `entity_fk_probe_${t.tenant.tenantId}`;
    await t.database.execAsOwner(
      `create table ${probe} (tenant_id int not null, entity_id int not null,
         foreign key (tenant_id, entity_id) references entities (tenant_id, id) on delete restrict);
       insert into ${probe} values (${t.tenant.tenantId}, ${customer.id});`,
    );
    try {
      const refused = await call('DELETE', `${customers}/${customer.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        '„Fremdschlüssel GmbH“ wird noch verwendet und kann nur archiviert werden.',
      );
      expect((await call('GET', `${customers}/${customer.id}`)).statusCode).toBe(200);
    } finally {
      await t.database.execAsOwner(`drop table ${probe}`);
    }
  });
});
