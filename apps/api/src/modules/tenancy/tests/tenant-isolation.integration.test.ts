import { beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  bearer,
  createTestTenant,
  signInAs,
  type TestTenant,
  type TestUser,
} from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// Attempts a careful attacker would make: guessed ids, forged bodies and query strings, a switched
// token, a tampered token. Every attempt must fail and change nothing in the other tenant.
const t = useTestApp();
let a: TestTenant;
let b: TestTenant;
let both: TestUser;
let tokenA: string;
let tokenB: string;
let roleOfB: { id: number; name: string; version: number };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

beforeAll(async () => {
  a = await createTestTenant(t.deps, 'Mandant A');
  b = await createTestTenant(t.deps, 'Mandant B');
  both = await addUser(t.deps, a.tenantId, a.roleIds['Administrator']!, 'both');
  await addUser(t.deps, b.tenantId, b.roleIds['Buchhaltung']!, 'both', { email: both.email });
  tokenA = await signInAs(t.app, a.admin);
  tokenB = await signInAs(t.app, b.admin);
  const created = await send('POST', '/api/roles', tokenB, {
    name: 'Nur B',
    permissions: ['documents.read'],
  });
  roleOfB = created.json();
});

const snapshotOfB = async () => ({
  settings: (await get('/api/settings/tenant', tokenB)).json(),
  roles: (await get('/api/roles', tokenB)).json(),
});

describe('tenant isolation through the API', () => {
  it('cannot read, change or delete another tenant’s role by guessing its id', async () => {
    const before = await snapshotOfB();
    expect((await get(`/api/roles/${roleOfB.id}`, tokenA)).statusCode).toBe(404);
    const update = await send('PUT', `/api/roles/${roleOfB.id}`, tokenA, {
      name: 'Gekapert',
      permissions: [],
      version: roleOfB.version,
    });
    expect(update.statusCode).toBe(404);
    expect((await send('DELETE', `/api/roles/${roleOfB.id}`, tokenA)).statusCode).toBe(404);
    expect(await snapshotOfB()).toEqual(before);
  });

  it('never lists another tenant’s rows', async () => {
    const rolesA = (await get('/api/roles', tokenA)).json().items as { id: number }[];
    expect(rolesA.map((r) => r.id)).not.toContain(roleOfB.id);
    const historyA = (await get('/api/historyitems?limit=200', tokenA)).json().items as {
      entity_id: string;
    }[];
    expect(historyA.map((h) => h.entity_id)).not.toContain(String(roleOfB.id));
    const settingsA = (await get('/api/settings/tenant', tokenA)).json();
    expect(settingsA.company_name).toBe('Mandant A');
  });

  it('ignores a tenant id smuggled into the body or the query string', async () => {
    const before = await snapshotOfB();
    const current = (await get('/api/settings/tenant', tokenA)).json();
    const forged = await t.app.inject({
      method: 'PUT',
      url: `/api/settings/tenant?tenant_id=${b.tenantId}&tid=${b.tenantId}`,
      headers: bearer(tokenA),
      payload: {
        ...current,
        company_name: 'Mandant A (geändert)',
        tenant_id: b.tenantId,
        tenantId: b.tenantId,
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().company_name).toBe('Mandant A (geändert)');
    expect(await snapshotOfB()).toEqual(before);
    const roleInB = await t.app.inject({
      method: 'POST',
      url: `/api/roles?tenant_id=${b.tenantId}`,
      headers: bearer(tokenA),
      payload: { name: 'Untergeschoben', permissions: [], tenant_id: b.tenantId },
    });
    expect(roleInB.statusCode).toBe(201);
    const namesInB = ((await get('/api/roles', tokenB)).json().items as { name: string }[]).map(
      (r) => r.name,
    );
    expect(namesInB).not.toContain('Untergeschoben');
  });

  it('refuses to switch into a tenant the user does not belong to, whatever id is guessed', async () => {
    for (const tenantId of [b.tenantId, 999_999, 0, -1]) {
      const res = await send('POST', '/api/tenant/switch', tokenA, { tenant_id: tenantId });
      expect([400, 403]).toContain(res.statusCode);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it('a switched token sees only the new tenant, and the old token still only the old one', async () => {
    const tokenBoth = await signInAs(t.app, both);
    const me = (await get('/api/me', tokenBoth)).json();
    expect(me.tenants.map((x: { id: number }) => x.id)).toEqual(
      [a.tenantId, b.tenantId].sort((x, y) => x - y),
    );
    const startTenant = me.activeTenant;
    const otherTenant = startTenant === a.tenantId ? b.tenantId : a.tenantId;
    const switched = await send('POST', '/api/tenant/switch', tokenBoth, { tenant_id: otherTenant });
    expect(switched.statusCode).toBe(200);
    const tokenOther = switched.json().token;
    expect((await get('/api/me', tokenOther)).json().activeTenant).toBe(otherTenant);
    expect((await get('/api/me', tokenBoth)).json().activeTenant).toBe(startTenant);
    const settingsVia = async (token: string) =>
      (await get('/api/settings/tenant', token)).json().company_name;
    const nameOf = (id: number) => (id === a.tenantId ? /^Mandant A/ : /^Mandant B/);
    expect(await settingsVia(tokenOther)).toMatch(nameOf(otherTenant));
    expect(await settingsVia(tokenBoth)).toMatch(nameOf(startTenant));
  });

  it('a token whose tenant claim was edited is refused', async () => {
    const [header, payload, signature] = tokenA.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: b.tenantId })).toString('base64url');
    const res = await get('/api/settings/tenant', `${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
  });

  it('permissions are per tenant: the same person is Administrator in A but Buchhaltung in B', async () => {
    const tokenBoth = await signInAs(t.app, both);
    const me = (await get('/api/me', tokenBoth)).json();
    const tokenInB =
      me.activeTenant === b.tenantId
        ? tokenBoth
        : (await send('POST', '/api/tenant/switch', tokenBoth, { tenant_id: b.tenantId })).json().token;
    const create = await send('POST', '/api/roles', tokenInB, { name: 'Darf nicht', permissions: [] });
    expect(create.statusCode).toBe(403);
    expect(create.json().error.code).toBe('forbidden');
  });
});
