import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { SESSIONS_CHANNEL } from '../../../core/realtime/channels.ts';
import { historyItems } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addEmployee, bearer, postTenantSwitch, signInAs, type TestUser } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const NEW_PASSWORD = 'Neues-Passwort-456';

// Failed attempts are also counted per address; an address of its own keeps other test files
// on the same database from adding to (or suffering from) this file's failures.
const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const t = useTestAppWithTenant();

const freshUser = (options: { mustChangePassword?: boolean } = {}) =>
  addEmployee(t.deps, t.tenant, 'pw', options);

const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/password/change',
    headers: bearer(token),
    payload,
    remoteAddress,
  });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

const historyOf = (user: TestUser) =>
  withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
    tx
      .select()
      .from(historyItems)
      .where(and(eq(historyItems.entity, 'user'), eq(historyItems.entityId, String(user.id)))),
  );

describe('POST /auth/password/change', () => {
  it('sets the new password, ends every other session at once and keeps the current one', async () => {
    const user = await freshUser();
    const current = await signInAs(t.app, user);
    const other = await signInAs(t.app, user);
    const revokedIds: string[] = [];
    const unlisten = await t.database.listen(SESSIONS_CHANNEL, (id) => revokedIds.push(id));

    const res = await change(current, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(decodeJwt(token).sid).toBe(decodeJwt(current).sid);
    expect(res.cookies).toHaveLength(0);

    expect((await me(token)).statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await vi.waitFor(() => expect(revokedIds).toContain(decodeJwt(other).sid));
    expect(revokedIds).not.toContain(decodeJwt(current).sid);
    await unlisten();

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('records the change in the history of the active tenant, without any secret', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    await change(token, { current_password: user.password, new_password: NEW_PASSWORD });

    const items = await historyOf(user);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'password_changed', actorUserId: user.id, changes: null });
    const stored = JSON.stringify(items[0]);
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(user.password);
    expect(stored).not.toContain('argon2');
  });

  it('lets a user with a pending password change reach other routes only afterwards', async () => {
    const user = await freshUser({ mustChangePassword: true });
    const token = await signInAs(t.app, user);
    const switchTenant = (bearerToken: string) => postTenantSwitch(t.app, bearerToken, t.tenant.tenantId);

    const blocked = await switchTenant(token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('password_change_required');
    expect((await me(token)).json().user.must_change_password).toBe(true);

    const res = await change(token, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const renewed = res.json().token;

    expect((await me(renewed)).json().user.must_change_password).toBe(false);
    expect((await switchTenant(renewed)).statusCode).toBe(200);
    expect((await switchTenant(token)).statusCode).toBe(200);
    expect((await historyOf(user))[0]!.changes).toEqual({ must_change_password: { from: true, to: false } });
  });

  it('renews the token cookie when the request came with the cookie', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password/change',
      cookies: { token },
      headers: { origin: 'http://localhost:3000' },
      payload: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'token' && c.value);
    expect(cookie).toMatchObject({ value: res.json().token, httpOnly: true, path: '/' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', cookies: { token: cookie!.value } })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password in German and changes nothing', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    const other = await signInAs(t.app, user);
    const res = await change(token, { current_password: 'falsch-falsch', new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Das aktuelle Passwort ist falsch.',
      error: {
        code: 'invalid_credentials',
        message: 'Das aktuelle Passwort ist falsch.',
        fields: { current_password: 'Das aktuelle Passwort ist falsch.' },
      },
    });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect(await historyOf(user)).toHaveLength(0);
  });

  it('counts wrong current passwords like failed sign-ins, so it cannot be used to guess', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    for (let i = 0; i < 5; i++) {
      const res = await change(token, { current_password: `falsch-${i}`, new_password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
    }
    const throttled = await change(token, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('does not count a correct current password as a failure', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    for (let i = 0; i < 4; i++) {
      await change(token, { current_password: `falsch-${i}`, new_password: NEW_PASSWORD });
    }
    const res = await change(token, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await login(user.email, 'noch-falscher')).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a too short new password with a German field message', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    const res = await change(token, { current_password: user.password, new_password: 'kurz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { new_password: 'Das Passwort muss mindestens 10 Zeichen lang sein.' },
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await freshUser();
    const token = await signInAs(t.app, user);
    const res = await change(token, { current_password: user.password, new_password: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      new_password: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password/change',
      payload: { current_password: 'egal-egal-egal', new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
