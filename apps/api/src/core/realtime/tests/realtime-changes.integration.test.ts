import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/with-tenant.ts';
import {
  addEmployee,
  createTestTenant,
  signInAs,
  type TestTenant,
  postTenantSwitch,
} from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { recordHistory } from '../../history/record-history.ts';
import { registerRealtime } from '../realtime.plugin.ts';
import {
  ALLOWED_ORIGIN,
  announceChange,
  connect,
  connectWithToken,
  realtimeUrl,
} from './realtime-test-client.ts';

const t = useTestApp({ app: { plugins: [registerRealtime] } });
let own: TestTenant;
let foreign: TestTenant;
let url: string;
beforeAll(async () => {
  own = await createTestTenant(t.deps);
  foreign = await createTestTenant(t.deps);
  url = await realtimeUrl(t.app);
});

const change = (entity: string, id: string) => ({ type: 'change', entity, id, action: 'updated' });

describe('realtime change feed', () => {
  it('delivers committed changes of the own tenant and never those of another tenant', async () => {
    const ownSocket = connect(url, {
      cookie: `token=${await signInAs(t.app, own.admin)}`,
      origin: ALLOWED_ORIGIN,
    });
    const foreignSocket = await connectWithToken(url, await signInAs(t.app, foreign.admin));
    expect((await ownSocket.next()).type).toBe('ready');
    expect((await foreignSocket.next()).type).toBe('ready');

    await announceChange(t.deps, foreign.tenantId, 'customers', 'f-1');
    await announceChange(t.deps, own.tenantId, 'customers', 'o-1');

    // Both events pass every socket in commit order, so the foreign one would have come first.
    expect(await ownSocket.next()).toEqual(change('customers', 'o-1'));
    expect(await foreignSocket.next()).toEqual(change('customers', 'f-1'));
    await foreignSocket.send({ type: 'ping' });
    expect(await foreignSocket.next()).toEqual({ type: 'pong' });
    ownSocket.close();
    foreignSocket.close();
  });

  it('announces nothing for a rolled-back transaction', async () => {
    const socket = await connectWithToken(url, await signInAs(t.app, own.employee));
    expect((await socket.next()).type).toBe('ready');

    await expect(
      withTenant(t.deps.db, own.tenantId, async (tx) => {
        await recordHistory(
          tx,
          { tenantId: own.tenantId, userId: null },
          { entity: 'projects', entityId: 'r-1', action: 'updated' },
        );
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    await announceChange(t.deps, own.tenantId, 'projects', 'c-1');

    expect(await socket.next()).toEqual(change('projects', 'c-1'));
    socket.close();
  });

  it('does not announce history written without broadcast (sign-in events)', async () => {
    const socket = await connectWithToken(url, await signInAs(t.app, own.employee));
    expect((await socket.next()).type).toBe('ready');
    await signInAs(t.app, own.admin);
    await announceChange(t.deps, own.tenantId, 'articles', 'p-1');
    expect(await socket.next()).toEqual(change('articles', 'p-1'));
    socket.close();
  });

  it('switches the stream to the tenant of a renewed token', async () => {
    const user = own.admin;
    await addEmployee(t.deps, foreign, 'zweiter', { email: user.email });
    const first = await signInAs(t.app, user);
    const socket = await connectWithToken(url, first);
    expect(await socket.next()).toMatchObject({ type: 'ready', tenantId: own.tenantId });

    const switched = await postTenantSwitch(t.app, first, foreign.tenantId);
    expect(switched.statusCode).toBe(200);
    await socket.send({ type: 'auth', token: switched.json().token });
    expect(await socket.next()).toMatchObject({ type: 'ready', tenantId: foreign.tenantId });

    await announceChange(t.deps, own.tenantId, 'customers', 'own-1');
    await announceChange(t.deps, foreign.tenantId, 'customers', 'foreign-1');
    expect(await socket.next()).toEqual(change('customers', 'foreign-1'));
    socket.close();
  });

  it('closes with 4001 when a renewal token is invalid', async () => {
    const socket = await connectWithToken(url, await signInAs(t.app, own.employee));
    expect((await socket.next()).type).toBe('ready');
    await socket.send({ type: 'auth', token: 'abgelaufen' });
    expect((await socket.closed()).code).toBe(4001);
  });
});
