import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { registerRealtime } from '../realtime.plugin.ts';
import { announceChange, connectWithToken, realtimeUrl } from './realtime-test-client.ts';

const t = useTestApp({ app: { plugins: [registerRealtime] } });
let tenant: TestTenant;
let url: string;
let adminToken: string;
beforeAll(async () => {
  tenant = await createTestTenant(t.deps);
  url = await realtimeUrl(t.app);
  adminToken = await signInAs(t.app, tenant.admin);
});

const change = (entity: string, id: string) => ({ type: 'change', entity, id, action: 'updated' });

/** Edits the Mitarbeiter role through the API, as an Administrator in the role editor would. */
async function setEmployeePermissions(permissions: string[]) {
  const url = `/api/roles/${tenant.roleIds['Mitarbeiter']}`;
  const role = (await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(adminToken),
    payload: { name: role.name, permissions, version: role.version },
  });
  expect(res.statusCode).toBe(200);
}

describe('realtime events respect the member’s permissions', () => {
  it('a member without documents.read receives no document events; one with it does', async () => {
    const admin = await connectWithToken(url, adminToken);
    const employee = await connectWithToken(url, await signInAs(t.app, tenant.employee));
    expect((await admin.next()).type).toBe('ready');
    expect((await employee.next()).type).toBe('ready');

    await announceChange(t.deps, tenant.tenantId, 'document', 'd-1');
    await announceChange(t.deps, tenant.tenantId, 'customers', 'c-1');

    expect(await admin.next()).toEqual(change('document', 'd-1'));
    expect(await admin.next()).toEqual(change('customers', 'c-1'));
    // Both passed the employee's socket in this order: the document event was withheld.
    expect(await employee.next()).toEqual(change('customers', 'c-1'));
    admin.close();
    employee.close();
  });

  it('an edited role takes effect on open sockets at once, both ways', async () => {
    const employee = await connectWithToken(url, await signInAs(t.app, tenant.employee));
    expect((await employee.next()).type).toBe('ready');

    await setEmployeePermissions(['documents.read', 'entities.read']);
    await announceChange(t.deps, tenant.tenantId, 'document', 'd-2');
    expect(await employee.next()).toEqual(change('document', 'd-2'));

    await setEmployeePermissions(['documents.read']);
    await announceChange(t.deps, tenant.tenantId, 'customers', 'c-2');
    await announceChange(t.deps, tenant.tenantId, 'document', 'd-3');
    expect(await employee.next()).toEqual(change('document', 'd-3'));
    employee.close();
  });

  it('another tenant’s role change does not matter, nor reach it', async () => {
    const other = await createTestTenant(t.deps);
    const foreign = await connectWithToken(url, await signInAs(t.app, other.employee));
    expect((await foreign.next()).type).toBe('ready');
    await setEmployeePermissions(['documents.read', 'entities.read']);
    await announceChange(t.deps, other.tenantId, 'document', 'fremd');
    await announceChange(t.deps, other.tenantId, 'customers', 'eigen');
    expect(await foreign.next()).toEqual(change('customers', 'eigen'));
    foreign.close();
  });
});
