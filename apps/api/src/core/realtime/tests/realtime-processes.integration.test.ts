import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { createTestApp, openTestDatabase, testDatabaseKind, type TestApp } from '../../../test/test-app.ts';
import { bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { registerRealtime } from '../realtime.plugin.ts';
import { announceChange, connectWithToken, realtimeUrl } from './realtime-test-client.ts';

// PostgreSQL: two pools and two LISTEN connections on one database, as two processes have.
// PGlite holds one connection, so there the two apps share the same Database object.
let shared: Database | undefined;
let a: TestApp;
let b: TestApp;
let tenant: TestTenant;
beforeAll(async () => {
  if (testDatabaseKind() === 'pglite') shared = await openTestDatabase();
  // Both apps use testConfig()'s fixed secret key, as processes of one installation share SECRET_KEY.
  const options = {
    app: { plugins: [registerRealtime] },
    ...(shared && { database: shared }),
  };
  a = await createTestApp(options);
  b = await createTestApp(options);
  tenant = await createTestTenant(a.deps);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await shared?.close();
});

describe('realtime across API processes', () => {
  it('delivers a change committed through app A to a socket on app B', async () => {
    const socket = await connectWithToken(await realtimeUrl(b.app), await signInAs(a.app, tenant.admin));
    expect((await socket.next()).type).toBe('ready');
    await announceChange(a.deps, tenant.tenantId, 'document', '42');
    expect(await socket.next()).toEqual({ type: 'change', entity: 'document', id: '42', action: 'updated' });
    socket.close();
  });

  it('closes a socket on app B when its session logs out through app A', async () => {
    const token = await signInAs(b.app, tenant.employee);
    const socket = await connectWithToken(await realtimeUrl(b.app), token);
    expect((await socket.next()).type).toBe('ready');
    const res = await a.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(await socket.closed()).toEqual({ code: 4001, reason: 'Sitzung beendet' });
  });
});
