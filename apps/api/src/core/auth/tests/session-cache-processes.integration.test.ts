import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { memberships } from '../../../db/schema/index.ts';
import { createTestApp, openTestDatabase, testDatabaseKind, type TestApp } from '../../../test/test-app.ts';
import {
  addEmployee,
  addUser,
  bearer,
  createTestTenant,
  signInAs,
  type TestTenant,
} from '../../../test/test-tenant.ts';

// Two API processes on one database, each with its own cache of session checks. PostgreSQL: two
// pools and two LISTEN connections, as two processes have. PGlite holds one connection, so there
// the two apps share the Database object (but not their caches).
let shared: Database | undefined;
let a: TestApp;
let b: TestApp;
let tenant: TestTenant;
beforeAll(async () => {
  if (testDatabaseKind() === 'pglite') shared = await openTestDatabase();
  const options = shared ? { database: shared } : {};
  a = await createTestApp(options);
  b = await createTestApp(options);
  tenant = await createTestTenant(a.deps);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await shared?.close();
});

const me = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

/** Session id and user id of a token (its payload), to look into B's cache. */
const subjectOf = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    sub: string;
  };
  return { sessionId: claims.sid, userId: Number(claims.sub) };
};

/** B answers a signed-in request from its cache: the session check is held there. */
async function cachedOnB(token: string) {
  expect((await me(b, token)).statusCode).toBe(200);
  const { sessionId, userId } = subjectOf(token);
  expect(b.deps.sessionCache.get(sessionId, userId)).toBeDefined();
}

// B's very next request must see the change: NOTIFY empties its cache, and before answering from
// the cache B waits until every notification committed before the request has arrived.
describe('a change made through one API process is in force at once on every other one', () => {
  it('sign-out through A: the same token is refused by B', async () => {
    const token = await signInAs(a.app, tenant.employee);
    await cachedOnB(token);
    const out = await a.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it('a role losing a permission through A: B refuses what the role no longer grants', async () => {
    const adminToken = await signInAs(a.app, tenant.admin);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: bearer(adminToken),
      payload: { name: 'Historie', permissions: ['history.read'] },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    const user = await addUser(a.deps, tenant.tenantId, role.id, 'historian');
    const token = await signInAs(a.app, user);
    const history = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/historyitems', headers: bearer(token) })).statusCode;
    expect(await history()).toBe(200);
    await cachedOnB(token);

    const updated = await a.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: bearer(adminToken),
      payload: { name: role.name, permissions: [], version: role.version },
    });
    expect(updated.statusCode).toBe(200);
    expect(await history()).toBe(403);
    expect((await me(b, token)).json().permissions).toEqual([]);
  });

  it('a user taken out of the tenant (written by another process or tool): B refuses their token', async () => {
    const user = await addEmployee(a.deps, tenant, 'leaving');
    const token = await signInAs(a.app, user);
    await cachedOnB(token);
    // Neither app's request: as a maintenance job or an operator's tool would write it.
    await a.database.ownerDb
      .delete(memberships)
      .where(and(eq(memberships.tenantId, tenant.tenantId), eq(memberships.userId, user.id)));
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('another session of the same user is not affected by a sign-out elsewhere', async () => {
    const first = await signInAs(a.app, tenant.employee);
    const second = await signInAs(b.app, tenant.employee);
    await cachedOnB(second);
    expect(
      (await a.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(first) })).statusCode,
    ).toBe(200);
    expect((await me(b, first)).statusCode).toBe(401);
    expect((await me(b, second)).statusCode).toBe(200);
  });
});
