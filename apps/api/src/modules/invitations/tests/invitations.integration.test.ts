import { randomUUID } from 'node:crypto';
import { defaultRoles } from '@kontor/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import {
  addUser,
  bearer,
  createTestTenant,
  postTenantSwitch,
  signInAs,
  TEST_PASSWORD,
} from '../../../test/test-tenant.ts';
import { useTestAppWithSmtpPeer } from '../../../test/use-test-app.ts';

const t = useTestAppWithSmtpPeer({ publicUrl: 'https://kontor.example.de' });
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const INITIAL_PASSWORD = 'Start-Passwort-2026';
const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@kontor.test`;

const invite = (payload: object, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/profiles', headers: bearer(auth), payload });
const get = (url: string, auth = token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });
const post = (url: string, auth?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(auth && { headers: bearer(auth) }), ...(payload && { payload }) });
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
const tenantIdsOf = async (auth: string) =>
  ((await get('/api/me', auth)).json().tenants as { id: number }[]).map((x) => x.id).sort((x, y) => x - y);
/** The `nth` mail (0 = first) that reached `email`, waiting for it if it is still on its way. */
const mailTo = (email: string, nth = 0) =>
  t.peer.waitForMessage(5000, (m) => t.peer.messages.filter((x) => x.to.includes(email)).indexOf(m) === nth);
const linkTokenOf = (text: string) => /\/login\?einladung=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const openInvitations = async () =>
  (await get('/api/invitations')).json().items as { id: string; email: string; expired: boolean }[];

describe('inviting a person (POST /api/profiles) is an invitation the person accepts', () => {
  it('a new address gets an account; signing in with the initial password accepts, then the password must change', async () => {
    const email = newEmail('erika.neu');
    const res = await invite(person({ email: ` ${email.toUpperCase()} `, position: 'Buchhalterin' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      first_name: 'Erika',
      role: { id: t.tenant.roleIds['Buchhaltung'], name: 'Buchhaltung' },
      expired: false,
    });
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Kontor: Einladung zu „Testfirma/);
    expect(mail.text).toContain('https://kontor.example.de/login?einladung=');
    expect(mail.text).toContain('Startpasswort');
    expect((await openInvitations()).map((i) => i.email)).toContain(email);
    // Nobody is in the tenant before the person acts.
    expect((await get(`/api/profiles?search=${email}`)).json().items).toEqual([]);

    const signIn = await login(email, INITIAL_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const me = (await get('/api/me', signIn.json().token)).json();
    expect(me.user).toMatchObject({ email, must_change_password: true });
    expect(me.profile).toMatchObject({ first_name: 'Erika', position: 'Buchhalterin' });
    expect([...me.permissions].sort()).toEqual(permissionsOf('Buchhaltung'));
    expect(me.tenants.map((x: { id: number }) => x.id)).toEqual([t.tenant.tenantId]);
    expect((await openInvitations()).map((i) => i.email)).not.toContain(email);
    const [profile] = (await get(`/api/profiles?search=${email}`)).json().items;
    const history = (await get(`/api/historyitems?entity=profile&entity_id=${profile.id}`)).json().items;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'joined',
        changes: expect.objectContaining({ role: { from: null, to: 'Buchhaltung' } }),
      }),
    ]);
  });

  it('an existing account is not added until it accepts (notice after sign-in); its password stays', async () => {
    const other = await createTestTenant(t.deps);
    const res = await invite(
      person({
        email: other.employee.email,
        role_id: t.tenant.roleIds['Nur lesen'],
        initial_password: 'Ein-ganz-anderes-Passwort',
      }),
    );
    expect(res.statusCode).toBe(201);
    await mailTo(other.employee.email);
    expect((await login(other.employee.email, 'Ein-ganz-anderes-Passwort')).statusCode).toBe(401);

    const own = await signInAs(t.app, { email: other.employee.email, password: TEST_PASSWORD });
    expect(await tenantIdsOf(own)).toEqual([other.tenantId]);
    const mine = (await get('/api/me/invitations', own)).json().items;
    expect(mine).toEqual([
      {
        id: res.json().id,
        tenant_id: t.tenant.tenantId,
        tenant_name: expect.stringMatching(/^Testfirma/),
        role_name: 'Nur lesen',
        expires_at: res.json().expires_at,
      },
    ]);
    const accepted = await post(`/api/me/invitations/${mine[0].id}/accept`, own);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ tenant_id: t.tenant.tenantId, tenant_name: mine[0].tenant_name });
    expect(await tenantIdsOf(own)).toEqual([other.tenantId, t.tenant.tenantId].sort((x, y) => x - y));
    const switched = await postTenantSwitch(t.app, own, t.tenant.tenantId);
    expect(switched.statusCode).toBe(200);
    expect([...(await get('/api/me', switched.json().token)).json().permissions].sort()).toEqual(
      permissionsOf('Nur lesen'),
    );
    expect((await get('/api/me/invitations', own)).json().items).toEqual([]);
    // Single use: a second answer finds nothing.
    expect((await post(`/api/me/invitations/${mine[0].id}/accept`, own)).statusCode).toBe(404);
  });

  it('the admin’s answer is the same whether or not the address had an account', async () => {
    const other = await createTestTenant(t.deps);
    const fresh = await invite(person({ email: newEmail('frisch') }));
    const known = await invite(person({ email: other.admin.email }));
    expect(fresh.statusCode).toBe(known.statusCode);
    const shape = (body: Record<string, unknown>) => {
      const { id: _id, email: _email, expires_at: _e, created_at: _c, ...rest } = body;
      return { keys: Object.keys(body).sort(), rest };
    };
    expect(shape(known.json())).toEqual(shape(fresh.json()));
    expect(Object.keys(fresh.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // The history the admin can read tells nothing either.
    const changesOf = async (id: string) =>
      Object.keys(
        (await get(`/api/historyitems?entity=invitation&entity_id=${id}`)).json().items[0].changes,
      ).sort();
    expect(await changesOf(known.json().id)).toEqual(await changesOf(fresh.json().id));
  });

  it('the mail link accepts without signing in, exactly once; declining by link adds nobody', async () => {
    const other = await createTestTenant(t.deps);
    await invite(person({ email: other.admin.email, first_name: 'Lina' }));
    const link = linkTokenOf((await mailTo(other.admin.email)).text);
    const accepted = await post('/api/invitations/accept', undefined, { token: link });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().tenant_name).toMatch(/^Testfirma/);
    const own = await signInAs(t.app, other.admin);
    expect(await tenantIdsOf(own)).toContain(t.tenant.tenantId);
    const again = await post('/api/invitations/accept', undefined, { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({
      token: 'Die Einladung ist ungültig, abgelaufen oder wurde bereits beantwortet.',
    });

    const third = await createTestTenant(t.deps);
    await invite(person({ email: third.admin.email }));
    const declineLink = linkTokenOf((await mailTo(third.admin.email)).text);
    expect((await post('/api/invitations/decline', undefined, { token: declineLink })).json()).toEqual({
      ok: true,
    });
    expect(await tenantIdsOf(await signInAs(t.app, third.admin))).toEqual([third.tenantId]);
    expect((await openInvitations()).map((i) => i.email)).not.toContain(third.admin.email);
    expect((await post('/api/invitations/accept', undefined, { token: declineLink })).statusCode).toBe(400);
    expect((await post('/api/invitations/accept', undefined, { token: 'x'.repeat(43) })).statusCode).toBe(
      400,
    );
  });

  it('an expired invitation can no longer be accepted; inviting again replaces it', async () => {
    const other = await createTestTenant(t.deps);
    const first = (await invite(person({ email: other.employee.email }))).json();
    const link = linkTokenOf((await mailTo(other.employee.email)).text);
    await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, first.id)),
    );
    expect((await openInvitations()).find((i) => i.id === first.id)?.expired).toBe(true);
    expect((await post('/api/invitations/accept', undefined, { token: link })).statusCode).toBe(400);
    const own = await signInAs(t.app, other.employee);
    expect((await get('/api/me/invitations', own)).json().items).toEqual([]);
    const second = await invite(person({ email: other.employee.email }));
    expect(second.statusCode).toBe(201);
    expect((await openInvitations()).filter((i) => i.email === other.employee.email)).toHaveLength(1);
  });

  it('declining from the notice adds nobody; revoking makes the link worthless', async () => {
    const other = await createTestTenant(t.deps);
    const own = await signInAs(t.app, other.employee);
    const invited = (await invite(person({ email: other.employee.email }))).json();
    expect((await post(`/api/me/invitations/${invited.id}/decline`, own)).json()).toEqual({ ok: true });
    expect(await tenantIdsOf(own)).toEqual([other.tenantId]);

    const again = (await invite(person({ email: other.employee.email }))).json();
    const link = linkTokenOf((await mailTo(other.employee.email, 1)).text);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${again.id}`,
      headers: bearer(token),
    });
    expect(revoke.json()).toEqual({ ok: true });
    expect((await post('/api/invitations/accept', undefined, { token: link })).statusCode).toBe(400);
    expect((await post(`/api/me/invitations/${again.id}/accept`, own)).statusCode).toBe(404);
    expect(await tenantIdsOf(own)).toEqual([other.tenantId]);
    const actions = (await get(`/api/historyitems?entity=invitation&entity_id=${again.id}`))
      .json()
      .items.map((h: { action: string }) => h.action);
    expect(actions).toEqual(['revoked', 'invited']);
  });

  it('refuses members, a second open invitation and bad input, with German messages and nothing written', async () => {
    const member = await invite(person({ email: t.tenant.employee.email }));
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe('Diese Person gehört bereits zu diesem Mandanten.');
    const email = newEmail('doppelt');
    expect((await invite(person({ email }))).statusCode).toBe(201);
    const twice = await invite(person({ email, first_name: 'Zweite' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      'Für diese E-Mail-Adresse gibt es bereits eine offene Einladung.',
    );
    expect((await openInvitations()).filter((i) => i.email === email)).toHaveLength(1);

    const bad = await invite({
      email: 'keine-adresse',
      first_name: ' ',
      last_name: 'M',
      role_id: t.tenant.roleIds['Buchhaltung'],
      initial_password: 'kurz',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Bitte eine gültige E-Mail-Adresse angeben.',
      first_name: 'Bitte den Vornamen angeben.',
      initial_password: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    });
  });

  it('a Mitarbeiter may neither list, invite nor revoke; Nur lesen may list only', async () => {
    const listed = (await openInvitations())[0]!;
    const employee = await signInAs(t.app, t.tenant.employee);
    expect((await get('/api/invitations', employee)).statusCode).toBe(403);
    expect((await invite(person(), employee)).statusCode).toBe(403);
    const reader = await signInAs(
      t.app,
      await addUser(t.deps, t.tenant.tenantId, t.tenant.roleIds['Nur lesen']!, 'leser'),
    );
    expect((await get('/api/invitations', reader)).statusCode).toBe(200);
    expect((await invite(person(), reader)).statusCode).toBe(403);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${listed.id}`,
      headers: bearer(reader),
    });
    expect(revoke.statusCode).toBe(403);
    expect((await openInvitations()).map((i) => i.id)).toContain(listed.id);
  });
});
