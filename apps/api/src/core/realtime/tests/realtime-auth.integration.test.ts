import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE, ZKontorClaims } from '@kontor/contracts';
import { addEmployee, bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { MESSAGE_ERRORS } from '../handle-client-message.ts';
import { CLOSE_REASONS } from '../realtime-connection.ts';
import { createRealtimePlugin } from '../realtime.plugin.ts';
import { ALLOWED_ORIGIN, connect, connectWithToken, realtimeUrl } from './realtime-test-client.ts';

const t = useTestAppWithTenant({ app: { plugins: [createRealtimePlugin({ authTimeoutMs: 1000 })] } });
let url: string;
beforeAll(async () => {
  url = await realtimeUrl(t.app);
});

const unauthorized = (reason: string) => ({ code: REALTIME_CLOSE.unauthorized, reason });

describe('realtime sign-in with the cookie (browser, same origin)', () => {
  it('answers ready with the tenant and session, and nothing else', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const socket = connect(url, { cookie: `token=${token}`, origin: ALLOWED_ORIGIN });
    expect(await socket.next()).toStrictEqual({
      type: 'ready',
      tenantId: t.tenant.tenantId,
      sessionId: decodeJwt(token).sid,
    });
    socket.close();
  });

  it('refuses the cookie from a foreign origin (cross-site WebSocket hijacking)', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const socket = connect(url, { cookie: `token=${token}`, origin: 'https://boese.example' });
    expect(await socket.closed()).toEqual({
      code: REALTIME_CLOSE.forbidden,
      reason: CLOSE_REASONS.originRefused,
    });
  });

  it('refuses the cookie without any origin', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const socket = connect(url, { cookie: `token=${token}` });
    expect((await socket.closed()).code).toBe(REALTIME_CLOSE.forbidden);
  });

  it('closes with 4001 when the cookie holds no valid token', async () => {
    const socket = connect(url, { cookie: 'token=kaputt', origin: ALLOWED_ORIGIN });
    expect(await socket.closed()).toEqual(unauthorized(CLOSE_REASONS.authInvalid));
  });
});

describe('realtime sign-in by first message (native app)', () => {
  it('answers ready after a valid auth message', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const socket = await connectWithToken(url, token);
    expect(await socket.next()).toMatchObject({ type: 'ready', tenantId: t.tenant.tenantId });
    socket.close();
  });

  it('ignores a token in the URL and closes 4001 when no auth message comes in time', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const socket = connect(await realtimeUrl(t.app, `?token=${token}&access_token=${token}`));
    await expect(socket.next()).rejects.toThrow(/closed \(4001/);
    expect(await socket.closed()).toEqual(unauthorized(CLOSE_REASONS.authMissing));
  });

  it('closes 4001 when the first message is not auth', async () => {
    const socket = connect(url);
    await socket.send({ type: 'ping' });
    expect(await socket.closed()).toEqual(unauthorized(CLOSE_REASONS.authMissing));
  });

  it('closes 4001 on a forged token', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const socket = await connectWithToken(url, `${token.slice(0, -4)}AAAA`);
    expect(await socket.closed()).toEqual(unauthorized(CLOSE_REASONS.authInvalid));
  });

  it('refuses a sign-in that still has to change its password', async () => {
    const pending = await addEmployee(t.deps, t.tenant, 'neu', { mustChangePassword: true });
    const socket = await connectWithToken(url, await signInAs(t.app, pending));
    expect(await socket.closed()).toEqual({
      code: REALTIME_CLOSE.forbidden,
      reason: CLOSE_REASONS.signInIncomplete,
    });
  });
});

describe('realtime after sign-in', () => {
  it('answers ping with pong, and garbage with a German error without closing', async () => {
    const socket = await connectWithToken(url, await signInAs(t.app, t.tenant.employee));
    expect((await socket.next()).type).toBe('ready');
    await socket.send('{kein json');
    expect(await socket.next()).toEqual({ type: 'error', message: MESSAGE_ERRORS.notJson });
    await socket.send({ type: 'subscribe', table: 'users' });
    expect(await socket.next()).toEqual({ type: 'error', message: MESSAGE_ERRORS.unknown });
    await socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.close();
  });

  it('closes with 4001 "Sitzung beendet" when the session logs out', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const socket = await connectWithToken(url, token);
    expect((await socket.next()).type).toBe('ready');
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(await socket.closed()).toEqual(unauthorized('Sitzung beendet'));
  });

  it('keeps other sessions of the same user open on logout', async () => {
    const kept = await connectWithToken(url, await signInAs(t.app, t.tenant.admin));
    expect((await kept.next()).type).toBe('ready');
    const endedToken = await signInAs(t.app, t.tenant.admin);
    const ended = await connectWithToken(url, endedToken);
    expect((await ended.next()).type).toBe('ready');
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(endedToken) });
    expect((await ended.closed()).code).toBe(REALTIME_CLOSE.unauthorized);
    // The revocation was fanned out to every socket at once: a pong now proves this one stayed.
    await kept.send({ type: 'ping' });
    expect(await kept.next()).toEqual({ type: 'pong' });
    kept.close();
  });

  it('closes with 4001 when the access token expires without renewal', async () => {
    const claims = ZKontorClaims.parse(decodeJwt(await signInAs(t.app, t.tenant.employee)));
    const { token, expiresAt } = await signAccessToken(
      t.deps.keys,
      {
        userId: Number(claims.sub),
        tenantId: claims.tid,
        sessionId: claims.sid,
        aal: 'aal1',
        amr: claims.amr,
      },
      Date.now() - 3599_000,
    );
    const socket = await connectWithToken(url, token);
    expect((await socket.next()).type).toBe('ready');
    expect(await socket.closed()).toEqual(unauthorized(CLOSE_REASONS.authExpired));
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
  });
});
