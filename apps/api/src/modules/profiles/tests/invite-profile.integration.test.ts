import { randomUUID } from 'node:crypto';
import { defaultRoles } from '@kontor/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  bearer,
  createTestTenant,
  postTenantSwitch,
  signInAs,
  TEST_PASSWORD,
} from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const INITIAL_PASSWORD = 'Start-Passwort-2026';

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@kontor.test`;

const invite = (payload: object, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/profiles', headers: bearer(auth), payload });
const get = (url: string, auth = token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

const person = (overrides: object = {}) => ({
  email: newEmail('erika'),
  first_name: 'Erika',
  last_name: 'Mustermann',
  role_id: t.tenant.roleIds['Buchhaltung'],
  initial_password: INITIAL_PASSWORD,
  ...overrides,
});

const permissionsOf = (role: string) => [...defaultRoles.find((r) => r.name === role)!.permissions].sort();

describe('inviting a person (POST /api/profiles)', () => {
  it('creates the account: the person signs in with the initial password, must change it, and has the role', async () => {
    const email = newEmail('erika.neu');
    const res = await invite(
      person({
        email: ` ${email.toUpperCase()} `,
        position: 'Buchhalterin',
        phone: '',
        personnel_number: ' 0815 ',
      }),
    );
    expect(res.statusCode).toBe(201);
    const profile = res.json();
    expect(profile).toMatchObject({
      first_name: 'Erika',
      last_name: 'Mustermann',
      email,
      position: 'Buchhalterin',
      phone: null,
      personnel_number: '0815',
      role: { id: t.tenant.roleIds['Buchhaltung'], name: 'Buchhaltung' },
      user: { email, must_change_password: true },
      version: 1,
    });
    expect((await get(`/api/profiles/${profile.id}`)).json()).toEqual(profile);

    const signIn = await login(email, INITIAL_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const me = (await get('/api/me', signIn.json().token)).json();
    expect(me.user).toMatchObject({ id: profile.user.id, must_change_password: true });
    expect(me.profile).toMatchObject({ id: profile.id, first_name: 'Erika' });
    expect([...me.permissions].sort()).toEqual(permissionsOf('Buchhaltung'));
    expect(me.tenants.map((x: { id: number }) => x.id)).toEqual([t.tenant.tenantId]);
  });

  it('adds an existing account of another tenant without touching its password', async () => {
    const other = await createTestTenant(t.deps);
    const res = await invite(
      person({
        email: other.employee.email.toUpperCase(),
        first_name: 'Max',
        last_name: 'Beispiel',
        role_id: t.tenant.roleIds['Nur lesen'],
        initial_password: 'Ein-ganz-anderes-Passwort',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: other.employee.email,
      user: { id: other.employee.id, email: other.employee.email, must_change_password: false },
      role: { name: 'Nur lesen' },
    });

    expect((await login(other.employee.email, 'Ein-ganz-anderes-Passwort')).statusCode).toBe(401);
    const ownToken = await signInAs(t.app, { email: other.employee.email, password: TEST_PASSWORD });
    const me = (await get('/api/me', ownToken)).json();
    expect(me.user.must_change_password).toBe(false);
    expect(me.tenants.map((x: { id: number }) => x.id).sort((a: number, b: number) => a - b)).toEqual(
      [other.tenantId, t.tenant.tenantId].sort((a, b) => a - b),
    );
    const switched = await postTenantSwitch(t.app, ownToken, t.tenant.tenantId);
    expect(switched.statusCode).toBe(200);
    const inNewTenant = (await get('/api/me', switched.json().token)).json();
    expect([...inNewTenant.permissions].sort()).toEqual(permissionsOf('Nur lesen'));
  });

  it('refuses to invite someone who already belongs to the tenant, and changes nothing', async () => {
    const before = (await get('/api/profiles')).json().items;
    const res = await invite(
      person({ email: t.tenant.employee.email, role_id: t.tenant.roleIds['Administrator'] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Diese Person gehört bereits zu diesem Mandanten.');
    expect((await get('/api/profiles')).json().items).toEqual(before);

    const email = newEmail('doppelt');
    expect((await invite(person({ email }))).statusCode).toBe(201);
    expect((await invite(person({ email, first_name: 'Zweite' }))).statusCode).toBe(409);
    expect((await get(`/api/profiles?search=${email}`)).json().items).toHaveLength(1);
  });

  it('refuses a role of another tenant as a field error and creates no account', async () => {
    const other = await createTestTenant(t.deps);
    const email = newEmail('fremd');
    const res = await invite(person({ email, role_id: other.roleIds['Administrator'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ role_id: 'Bitte eine Rolle dieses Mandanten wählen.' });
    expect((await login(email, INITIAL_PASSWORD)).statusCode).toBe(401);
    expect((await get(`/api/profiles?search=${email}`)).json().items).toEqual([]);
  });

  it('checks the input with German messages', async () => {
    const res = await invite({
      email: 'keine-adresse',
      first_name: ' ',
      last_name: 'Mustermann',
      role_id: t.tenant.roleIds['Buchhaltung'],
      initial_password: 'kurz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Bitte eine gültige E-Mail-Adresse angeben.',
      first_name: 'Bitte den Vornamen angeben.',
      initial_password: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    });
  });

  it('a Mitarbeiter may neither list nor invite; Nur lesen may list but not invite', async () => {
    const employeeToken = await signInAs(t.app, t.tenant.employee);
    expect((await get('/api/profiles', employeeToken)).statusCode).toBe(403);
    const refused = await invite(person(), employeeToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');

    const reader = await addUser(t.deps, t.tenant.tenantId, t.tenant.roleIds['Nur lesen']!, 'leser');
    const readerToken = await signInAs(t.app, reader);
    expect((await get('/api/profiles', readerToken)).statusCode).toBe(200);
    expect((await invite(person(), readerToken)).statusCode).toBe(403);
  });

  it('records the invitation in the history, without the password', async () => {
    const email = newEmail('historie');
    const profile = (await invite(person({ email, position: 'Monteur' }))).json();
    const history = await get(`/api/historyitems?entity=profile&entity_id=${profile.id}`);
    const items = history.json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'invited',
      actor: { id: t.tenant.admin.id },
      changes: {
        email: { from: null, to: email },
        first_name: { from: null, to: 'Erika' },
        position: { from: null, to: 'Monteur' },
        role: { from: null, to: 'Buchhaltung' },
        new_account: { from: null, to: true },
      },
    });
    expect(items[0].changes).not.toHaveProperty('phone');
    expect(history.body).not.toContain(INITIAL_PASSWORD);
    expect(history.body).not.toContain('argon2');
  });
});
