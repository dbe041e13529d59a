import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../core/auth/tokens.ts';
import { sessions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const claimsOf = (token: string) => decodeJwt(token) as Record<string, unknown>;
const DAY_MS = 24 * 3600 * 1000;

describe('access tokens', () => {
  it('are ES256 JWTs with kid and the claims sub, tid, sid, aal, amr, iat, exp (at most one hour)', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      sub: String(t.tenant.admin.id),
      tid: t.tenant.tenantId,
      sid: expect.any(String),
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(3600);
  });

  it('an expired token gets 401, and /auth/refresh turns it into a fresh one while the session lives', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const claims = claimsOf(token);
    const expired = await signAccessToken(
      t.deps.keys,
      {
        userId: t.tenant.admin.id,
        tenantId: t.tenant.tenantId,
        sessionId: claims.sid as string,
        aal: 'aal1',
        amr: claims.amr as never,
      },
      Date.now() - 2 * 3600 * 1000,
    );
    expect((await me(expired.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: bearer(expired.token),
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().token;
    expect(claimsOf(fresh).sid).toBe(claims.sid);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('the web start-up marker comes with the session cookie and leaves with a dead session', async () => {
    const cookieOf = (
      res: { cookies: { name: string; value: string; httpOnly?: boolean }[] },
      name: string,
    ) => res.cookies.find((c) => c.name === name);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: t.tenant.admin.email, password: t.tenant.admin.password },
    });
    expect(login.statusCode).toBe(200);
    // Readable by scripts, unlike the token itself, and holding nothing secret.
    expect(cookieOf(login, 'kontor_session')).toMatchObject({ value: '1' });
    expect(cookieOf(login, 'kontor_session')!.httpOnly).toBeFalsy();
    expect(cookieOf(login, 'token')!.httpOnly).toBe(true);

    const session = { token: cookieOf(login, 'token')!.value, kontor_session: '1' };
    await t.app.inject({ method: 'POST', url: '/auth/logout', cookies: session });
    const refused = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: session });
    expect(refused.statusCode).toBe(401);
    // Cleared, so the next visit to /login asks the server nothing.
    expect(cookieOf(refused, 'kontor_session')).toMatchObject({ value: '' });
    expect(cookieOf(refused, 'token')).toMatchObject({ value: '' });
  });

  it('a tampered payload or a signature from a foreign key is refused', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, sub: String(t.tenant.admin.id) })).toString(
      'base64url',
    );
    expect((await me(`${header}.${promoted}.${signature}`)).statusCode).toBe(401);

    // An attacker's own key pair, announcing the server's kid.
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ ...claims, sub: String(t.tenant.admin.id), aal: 'aal2' })
      .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(token).kid! })
      .sign(privateKey);
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('malformed or missing tokens get 401 with a German message', async () => {
    for (const headers of [{}, bearer('abc'), bearer('a.b.c'), { authorization: 'Basic Zm9vOmJhcg==' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toMatch(/melden Sie sich an|Anmeldung/);
    }
  });

  it('logout revokes the session on the server: the same token no longer works', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('a session idle for more than 30 days has ended', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    await t.deps.database.ownerDb
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(sql`${sessions.id} = ${claimsOf(token).sid}`);
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('a session ends 90 days after sign-in however busy it was', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const setAge = (days: number) =>
      t.deps.database.ownerDb
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - days * DAY_MS), lastSeenAt: new Date() })
        .where(sql`${sessions.id} = ${claimsOf(token).sid}`);
    await setAge(89);
    expect((await me(token)).statusCode).toBe(200);
    await setAge(91);
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('refuses a token issued more than 60 seconds in the future, also for renewal', async () => {
    const signed = decodeJwt(await signInAs(t.app, t.tenant.admin)) as { sub: string; sid: string };
    const tokenIssuedIn = async (seconds: number) =>
      (
        await signAccessToken(
          t.deps.keys,
          {
            userId: Number(signed.sub),
            tenantId: t.tenant.tenantId,
            sessionId: signed.sid,
            aal: 'aal1',
            amr: [],
          },
          Date.now() + seconds * 1000,
        )
      ).token;
    expect((await me(await tokenIssuedIn(30))).statusCode).toBe(200);
    const future = await tokenIssuedIn(120);
    expect((await me(future)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(future) })).statusCode,
    ).toBe(401);
  });

  it('a removed membership ends access to that tenant at once', async () => {
    const other = await createTestTenant(t.deps);
    const token = await signInAs(t.app, other.employee);
    expect((await me(token)).statusCode).toBe(200);
    // With the tenant set: FORCE RLS binds an owner that is not a superuser too.
    await t.deps.database.execAsOwner(
      `begin; select set_config('app.tenant_id', '${other.tenantId}', true);
       delete from memberships where tenant_id = ${other.tenantId} and user_id = ${other.employee.id}; commit;`,
    );
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('signing keys and JWKS', () => {
  it('publishes the public keys (cacheable), never private parts', async () => {
    await signInAs(t.app, t.tenant.admin);
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { keys } = res.json();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) });
      expect(key.d).toBeUndefined();
    }
  });

  it('keeps keys across restarts, and after rotation old tokens still verify and old keys stay published', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const oldKid = decodeProtectedHeader(token).kid;
    const restarted = await createTestApp({
      database: t.database,
      config: { secretKey: t.deps.config.secretKey },
    });
    try {
      expect(
        (await restarted.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
      await restarted.deps.keys.rotate();
      const newToken = await signInAs(restarted.app, t.tenant.admin);
      expect(decodeProtectedHeader(newToken).kid).not.toBe(oldKid);
      const kids = (await restarted.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' }))
        .json()
        .keys.map((k: { kid: string }) => k.kid);
      expect(kids).toEqual(expect.arrayContaining([oldKid, decodeProtectedHeader(newToken).kid]));
      expect(
        (await restarted.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
