import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { caller, company, listUrl } from '../../../test/entity-test-helpers.ts';

const t = useTestAppWithTenant();
let admin: ReturnType<typeof caller>;
let employee: ReturnType<typeof caller>;
let other: TestTenant;
let otherAdmin: ReturnType<typeof caller>;

beforeAll(async () => {
  admin = caller(t.app, await signInAs(t.app, t.tenant.admin));
  employee = caller(t.app, await signInAs(t.app, t.tenant.employee));
  other = await createTestTenant(t.deps);
  otherAdmin = caller(t.app, await signInAs(t.app, other.admin));
});

const customers = '/api/entities/customers';

describe('permissions', () => {
  it('lets a Mitarbeiter read master data but not change customers or projects', async () => {
    const customer = (await admin('POST', customers, company('Nur lesen GmbH'))).json();
    expect((await employee('GET', customers)).statusCode).toBe(200);
    expect((await employee('GET', `${customers}/${customer.id}`)).statusCode).toBe(200);
    expect((await employee('GET', `${customers}/export`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', customers],
      ['PUT', `${customers}/${customer.id}`],
      ['POST', `${customers}/${customer.id}/archive`],
      ['POST', `${customers}/${customer.id}/restore`],
      ['DELETE', `${customers}/${customer.id}`],
      ['POST', '/api/entities/projects'],
    ] as const) {
      const response = await employee(method, url, { data: {}, version: 1 });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await admin('GET', `${customers}/${customer.id}`)).json().version).toBe(1);
  });

  it('guards projects and tasks with projects.*, absences with workingTimes.*', async () => {
    const roleId = (
      await admin('POST', '/api/roles', {
        name: 'Stammdaten',
        permissions: ['entities.read', 'entities.write'],
      })
    ).json().id;
    const clerk = await addUser(t.deps, t.tenant.tenantId, roleId, 'clerk');
    const clerkCall = caller(t.app, await signInAs(t.app, clerk));
    expect((await clerkCall('POST', customers, company('Darf GmbH'))).statusCode).toBe(201);
    expect((await clerkCall('GET', '/api/entities/projects')).statusCode).toBe(403);
    expect((await clerkCall('GET', '/api/entities/tasks')).statusCode).toBe(403);
    expect((await clerkCall('GET', '/api/entities/absences')).statusCode).toBe(403);
    // A Mitarbeiter records absences (workingTimes.write) and picks people without profiles.read.
    expect((await employee('GET', '/api/profiles')).statusCode).toBe(403);
    const options = await employee('GET', '/api/profiles/options');
    expect(options.statusCode).toBe(200);
    const me = options.json().items.find((p: { name: string }) => p.name === 'employee Test');
    const absence = await employee('POST', '/api/entities/absences', {
      data: { profile: me.id, kind: 'vacation', from: '2026-12-21', to: '2026-12-23' },
    });
    expect(absence.statusCode).toBe(201);
    expect(absence.json()).toMatchObject({
      name: 'Urlaub 21.12.2026–23.12.2026',
      refs: { [`p${me.id}`]: 'employee Test' },
    });
  });

  it('answers the profile options of the active tenant only, sorted by last name', async () => {
    const mine = (await admin('GET', '/api/profiles/options')).json().items;
    expect(mine.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['admin Test', 'employee Test']),
    );
    const names = mine.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const theirs = (await otherAdmin('GET', '/api/profiles/options')).json().items as { id: number }[];
    expect(theirs).toHaveLength(2);
    expect(theirs.filter((p) => mine.some((m: { id: number }) => m.id === p.id))).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('never shows or changes a record of another tenant on any endpoint', async () => {
    const theirs = (
      await otherAdmin('POST', customers, company('Geheim GmbH', { city: 'Geheimstadt' }))
    ).json();
    const url = `${customers}/${theirs.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, { data: { city: 'Gehackt' }, version: 1 }],
      ['POST', `${url}/archive`, undefined],
      ['POST', `${url}/restore`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await admin(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.body).not.toContain('Geheim');
    }
    const list = await admin('GET', listUrl('customers', { q: 'geheim', archived: 'all' }));
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const filtered = await admin('GET', listUrl('contacts', { filter: { company: theirs.id } }));
    expect(filtered.json().total).toBe(0);
    const exported = await admin('GET', listUrl('customers/export', { format: 'csv', archived: 'all' }));
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.toString('utf8')).not.toContain('Geheim');
    const after = (await otherAdmin('GET', url)).json();
    expect(after).toMatchObject({ version: 1, archived_at: null, data: { city: 'Geheimstadt' } });
    const { items } = (
      await otherAdmin('GET', `/api/historyitems?entity=customers&entity_id=${theirs.id}`)
    ).json();
    expect(items.map((i: { action: string }) => i.action)).toEqual(['created']);
  });

  it('numbers each tenant from its own range', async () => {
    const fresh = await createTestTenant(t.deps);
    const freshCall = caller(t.app, await signInAs(t.app, fresh.admin));
    expect((await freshCall('POST', customers, company('Erster Kunde'))).json().number).toBe('10001');
  });
});
