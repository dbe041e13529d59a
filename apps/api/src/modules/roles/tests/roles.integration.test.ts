import { beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@kontor/contracts';
import { and, eq } from 'drizzle-orm';
import { roles } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

describe('roles', () => {
  it('every tenant starts with Administrator, Buchhaltung, Mitarbeiter and Nur lesen', async () => {
    const { items } = (await call('GET', '/api/roles')).json();
    expect(items.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Buchhaltung',
      'Mitarbeiter',
      'Nur lesen',
    ]);
    const readOnly = items.find((r: { name: string }) => r.name === 'Nur lesen');
    expect(readOnly.permissions.every((p: string) => p.endsWith('.read'))).toBe(true);
    expect(items.find((r: { name: string }) => r.name === 'Administrator').member_count).toBe(1);
  });

  it('creates, changes and deletes a role; permissions take effect for its members', async () => {
    const created = await call('POST', '/api/roles', {
      name: 'Lager',
      permissions: ['files.write', 'files.read', 'files.read'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Lager',
      permissions: ['files.read', 'files.write'],
      member_count: 0,
    });
    const id = created.json().id;
    const updated = await call('PUT', `/api/roles/${id}`, {
      name: 'Lager & Logistik',
      permissions: ['files.read'],
      version: 1,
    });
    expect(updated.json()).toMatchObject({
      name: 'Lager & Logistik',
      permissions: ['files.read'],
      version: 2,
    });
    expect((await call('DELETE', `/api/roles/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/roles/${id}`)).statusCode).toBe(404);
  });

  it('refuses unknown permissions, duplicate names and stale versions', async () => {
    const unknown = await call('POST', '/api/roles', { name: 'X', permissions: ['alles.darf'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'permissions.0': 'Unbekannte Berechtigung.' });
    const duplicate = await call('POST', '/api/roles', { name: 'buchhaltung', permissions: [] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Eine Rolle „buchhaltung“ gibt es bereits.');
    const { items } = (await call('GET', '/api/roles')).json();
    const readOnly = items.find((r: { name: string }) => r.name === 'Nur lesen');
    expect(
      (await call('PUT', `/api/roles/${readOnly.id}`, { ...readOnly, version: readOnly.version + 5 }))
        .statusCode,
    ).toBe(409);
  });

  it('protects the Administrator role and roles still assigned to people', async () => {
    const { items } = (await call('GET', '/api/roles')).json();
    const admin = items.find((r: { name: string }) => r.name === 'Administrator');
    const employeeRole = items.find((r: { name: string }) => r.name === 'Mitarbeiter');
    const strip = await call('PUT', `/api/roles/${admin.id}`, {
      name: 'Administrator',
      permissions: [],
      version: admin.version,
    });
    expect(strip.statusCode).toBe(409);
    expect((await call('DELETE', `/api/roles/${admin.id}`)).statusCode).toBe(409);
    const inUse = await call('DELETE', `/api/roles/${employeeRole.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toMatch(/noch Mitarbeitern zugewiesen/);
    expect((await call('GET', '/api/roles')).json().items).toHaveLength(items.length);
  });

  it('a changed role changes what its members may do at their next request', async () => {
    const employeeToken = await signInAs(t.app, t.tenant.employee);
    const filesBefore = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(employeeToken) })
    ).json().permissions;
    expect(filesBefore).not.toContain('history.read');
    const { items } = (await call('GET', '/api/roles')).json();
    const role = items.find((r: { name: string }) => r.name === 'Mitarbeiter');
    await call('PUT', `/api/roles/${role.id}`, {
      name: role.name,
      permissions: [...role.permissions, 'history.read'],
      version: role.version,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/historyitems',
      headers: bearer(employeeToken),
    });
    expect(res.statusCode).toBe(200);
  });

  it('roles stored before the catalogue changed: strings of areas that do not exist are ignored', async () => {
    const tenant = await createTestTenant(t.deps);
    // As a database from before holds them: areas offered then, and an Administrator without files.manage.
    const setStored = (name: string, permissions: string[]) =>
      withTenant(t.deps.db, tenant.tenantId, (tx) =>
        tx
          .update(roles)
          .set({ permissions })
          .where(and(eq(roles.tenantId, tenant.tenantId), eq(roles.name, name))),
      );
    await setStored('Mitarbeiter', ['fleet.read', 'vehicles.write', 'files.read', 'warehouse.write']);
    await setStored('Administrator', [
      'documents.read',
      'files.read',
      'files.write',
      'incomingInvoices.approve',
    ]);
    const adminToken = await signInAs(t.app, tenant.admin);
    const employeeToken = await signInAs(t.app, tenant.employee);
    const me = async (as: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(as) })).json().permissions;
    expect(await me(employeeToken)).toEqual(['files.read']);
    expect([...(await me(adminToken))].sort()).toEqual([...allPermissions].sort());
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(adminToken) })
    ).json().items as { name: string; permissions: string[] }[];
    expect(listed.find((r) => r.name === 'Mitarbeiter')!.permissions).toEqual(['files.read']);
  });
});
