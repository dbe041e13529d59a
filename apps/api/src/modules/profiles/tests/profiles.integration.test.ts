import { randomUUID } from 'node:crypto';
import { defaultRoles } from '@kontor/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

type Profile = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  personnel_number: string | null;
  user: { id: number } | null;
  role: { id: number; name: string } | null;
  version: number;
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = token) =>
  t.app.inject({ method, url, headers: bearer(auth), ...(payload && { payload }) });

const list = async (query = '', auth = token): Promise<Profile[]> =>
  (await call('GET', `/api/profiles${query}`, undefined, auth)).json().items;

const profileOfUser = async (userId: number, auth = token) =>
  (await list('', auth)).find((p) => p.user?.id === userId)!;

const editable = (p: Profile) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  position: p.position,
  phone: p.phone,
  personnel_number: p.personnel_number,
  role_id: p.role?.id ?? null,
  version: p.version,
});

/** Invites a new address; signing in with the initial password accepts, so the person joins. */
async function addPerson(tenant: TestTenant, first: string, last: string, auth = token) {
  const email = `${first}.${last}-${randomUUID().slice(0, 6)}@kontor.test`.toLowerCase();
  const password = 'Start-Passwort-2026';
  const invited = await call(
    'POST',
    '/api/profiles',
    {
      email,
      first_name: first,
      last_name: last,
      role_id: tenant.roleIds['Mitarbeiter'],
      initial_password: password,
    },
    auth,
  );
  expect(invited.statusCode).toBe(201);
  expect(
    (await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })).statusCode,
  ).toBe(200);
}

describe('profiles list and detail', () => {
  it('lists by last name, then first name, ignoring case, and searches names and e-mails', async () => {
    const tenant = await createTestTenant(t.deps);
    const admin = await signInAs(t.app, tenant.admin);
    for (const [first, last] of [
      ['Zoe', 'Albrecht'],
      ['carl', 'Meier'],
      ['anna', 'albrecht'],
    ] as const) {
      await addPerson(tenant, first, last, admin);
    }
    const names = (items: Profile[]) => items.map((p) => `${p.last_name}, ${p.first_name}`);
    expect(names(await list('', admin))).toEqual([
      'albrecht, anna',
      'Albrecht, Zoe',
      'Meier, carl',
      'Test, admin',
      'Test, employee',
    ]);
    expect(names(await list('?search=ALBRECHT', admin))).toEqual(['albrecht, anna', 'Albrecht, Zoe']);
    expect(names(await list('?search=Anna%20Alb', admin))).toEqual(['albrecht, anna']);
    expect(names(await list('?search=CARL.MEIER', admin))).toEqual(['Meier, carl']);
    expect(names(await list(`?search=${tenant.employee.email.slice(0, 12)}`, admin))).toEqual([
      'Test, employee',
    ]);
    expect(await list('?search=%25', admin)).toEqual([]);
    expect(await list('?search=Schmidt', admin)).toEqual([]);
    expect(await list('?search=', admin)).toHaveLength(5);
  });

  it('shows one profile with account and role', async () => {
    const employee = await profileOfUser(t.tenant.employee.id);
    const res = await call('GET', `/api/profiles/${employee.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'employee',
      last_name: 'Test',
      email: t.tenant.employee.email,
      user: { id: t.tenant.employee.id, email: t.tenant.employee.email, must_change_password: false },
      role: { id: t.tenant.roleIds['Mitarbeiter'], name: 'Mitarbeiter' },
    });
    expect(res.json().created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("another tenant's profile is not found, not listed and cannot be changed", async () => {
    const other = await createTestTenant(t.deps);
    const otherToken = await signInAs(t.app, other.admin);
    const foreign = await profileOfUser(other.admin.id, otherToken);
    const shown = await call('GET', `/api/profiles/${foreign.id}`);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().error.message).toBe('Der Mitarbeiter wurde nicht gefunden.');
    expect((await list()).map((p) => p.id)).not.toContain(foreign.id);
    const changed = await call('PUT', `/api/profiles/${foreign.id}`, {
      ...editable(foreign),
      role_id: t.tenant.roleIds['Mitarbeiter'],
      last_name: 'Übernommen',
    });
    expect(changed.statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${foreign.id}`, undefined, otherToken)).json()).toEqual(foreign);
  });
});

describe('changing a profile (PUT /api/profiles/:id)', () => {
  it('saves fields and the role, keeps the e-mail, and records the difference', async () => {
    const tenant = await createTestTenant(t.deps);
    const admin = await signInAs(t.app, tenant.admin);
    const before = await profileOfUser(tenant.employee.id, admin);
    const res = await call(
      'PUT',
      `/api/profiles/${before.id}`,
      {
        ...editable(before),
        email: 'andere@kontor.test',
        position: 'Monteur',
        phone: '0221 123456',
        role_id: tenant.roleIds['Buchhaltung'],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: tenant.employee.email,
      position: 'Monteur',
      phone: '0221 123456',
      role: { id: tenant.roleIds['Buchhaltung'], name: 'Buchhaltung' },
      version: before.version + 1,
    });

    const employeeToken = await signInAs(t.app, tenant.employee);
    const me = (await call('GET', '/api/me', undefined, employeeToken)).json();
    expect([...me.permissions].sort()).toEqual(
      [...defaultRoles.find((r) => r.name === 'Buchhaltung')!.permissions].sort(),
    );

    const history = (
      await call('GET', `/api/historyitems?entity=profile&entity_id=${before.id}`, undefined, admin)
    ).json().items;
    expect(history[0]).toMatchObject({ action: 'updated', actor: { id: tenant.admin.id } });
    expect(history[0].changes).toEqual({
      position: { from: null, to: 'Monteur' },
      phone: { from: null, to: '0221 123456' },
      role: { from: 'Mitarbeiter', to: 'Buchhaltung' },
    });
  });

  it('a stale version gets 409 and changes nothing, not even the role', async () => {
    const tenant = await createTestTenant(t.deps);
    const admin = await signInAs(t.app, tenant.admin);
    const seen = await profileOfUser(tenant.employee.id, admin);
    const first = await call(
      'PUT',
      `/api/profiles/${seen.id}`,
      { ...editable(seen), position: 'Lager' },
      admin,
    );
    expect(first.statusCode).toBe(200);
    const current = first.json();
    const stale = await call(
      'PUT',
      `/api/profiles/${seen.id}`,
      { ...editable(seen), position: 'Büro', role_id: tenant.roleIds['Administrator'] },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/inzwischen geändert/);
    expect((await call('GET', `/api/profiles/${seen.id}`, undefined, admin)).json()).toEqual(current);
    const history = (
      await call('GET', `/api/historyitems?entity=profile&entity_id=${seen.id}`, undefined, admin)
    ).json().items;
    expect(history).toHaveLength(1);
  });

  it('the last Administrator keeps the role; with a second one the first may step down', async () => {
    const tenant = await createTestTenant(t.deps);
    const admin = await signInAs(t.app, tenant.admin);
    const adminProfile = await profileOfUser(tenant.admin.id, admin);
    const demote = (p: Profile, auth = admin) =>
      call('PUT', `/api/profiles/${p.id}`, { ...editable(p), role_id: tenant.roleIds['Mitarbeiter'] }, auth);

    const refused = await demote(adminProfile);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Mindestens eine Person muss Administrator bleiben.');
    expect((await call('GET', `/api/profiles/${adminProfile.id}`, undefined, admin)).json()).toEqual(
      adminProfile,
    );

    const employee = await profileOfUser(tenant.employee.id, admin);
    const promoted = await call(
      'PUT',
      `/api/profiles/${employee.id}`,
      { ...editable(employee), role_id: tenant.roleIds['Administrator'] },
      admin,
    );
    expect(promoted.statusCode).toBe(200);
    const steppedDown = await demote(adminProfile);
    expect(steppedDown.statusCode).toBe(200);
    expect(steppedDown.json().role.name).toBe('Mitarbeiter');
    // The former admin has lost profiles.write; the new one may not step down as the last.
    expect((await demote(promoted.json())).statusCode).toBe(403);
    const lastOne = await demote(promoted.json(), await signInAs(t.app, tenant.employee));
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json().error.message).toBe('Mindestens eine Person muss Administrator bleiben.');
  });

  it('refuses a role of another tenant and a missing role, and a Mitarbeiter may not change profiles', async () => {
    const other = await createTestTenant(t.deps);
    const employee = await profileOfUser(t.tenant.employee.id);
    const foreignRole = await call('PUT', `/api/profiles/${employee.id}`, {
      ...editable(employee),
      role_id: other.roleIds['Administrator'],
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().error.fields).toEqual({ role_id: 'Bitte eine Rolle dieses Mandanten wählen.' });
    const noRole = await call('PUT', `/api/profiles/${employee.id}`, {
      ...editable(employee),
      role_id: null,
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.fields).toEqual({ role_id: 'Bitte eine Rolle wählen.' });

    const employeeToken = await signInAs(t.app, t.tenant.employee);
    const own = await call(
      'PUT',
      `/api/profiles/${employee.id}`,
      { ...editable(employee), role_id: t.tenant.roleIds['Administrator'] },
      employeeToken,
    );
    expect(own.statusCode).toBe(403);
    expect((await call('GET', `/api/profiles/${employee.id}`)).json()).toEqual(employee);
  });
});
