import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { mfaFactors, roles, sessions } from '../schema/index.ts';
import { queryRows } from '../query-rows.ts';
import { openPostgres } from '../open-postgres.ts';
import { withTenant, withoutTenant } from '../with-tenant.ts';
import { dbErrorOf } from '../../test/db-error.ts';
import { bearer, createTestTenant, signInAs } from '../../test/test-tenant.ts';
import { TEST_SECRET_KEY, testDatabaseKind } from '../../test/test-app.ts';
import { useTestAppWithTenant } from '../../test/use-test-app.ts';

// ADR 9: request work runs as kontor_app, which RLS binds and which cannot become anyone else.

const t = useTestAppWithTenant();
const onPostgres = testDatabaseKind() === 'postgres';
const PERMISSION_DENIED = /permission denied/;

const sessionIdOf = (token: string) => decodeJwt(token).sid as string;

describe.runIf(onPostgres)('the request role on PostgreSQL', () => {
  it('the request pool logs in as kontor_app: not the owner, no superuser, no BYPASSRLS, owns nothing', async () => {
    const [app] = await queryRows<{
      me: string;
      login: string;
      super: boolean;
      bypass: boolean;
      owns: boolean;
    }>(
      t.deps.db,
      sql`select current_user as me, session_user as login, r.rolsuper as super, r.rolbypassrls as bypass,
                 exists (select 1 from pg_class c where c.relowner = r.oid) as owns
          from pg_roles r where r.rolname = session_user`,
    );
    expect(app).toEqual({ me: 'kontor_app', login: 'kontor_app', super: false, bypass: false, owns: false });
    const [owner] = await queryRows<{ login: string }>(
      t.deps.database.ownerDb,
      sql`select session_user as login`,
    );
    expect(owner!.login).not.toBe('kontor_app');
  });

  it('RESET ROLE inside a request changes nothing: still kontor_app, still one tenant', async () => {
    const other = await createTestTenant(t.deps);
    const seen = await withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await tx.execute(sql`reset role`);
      const [me] = await queryRows<{ me: string }>(tx, sql`select current_user as me`);
      const foreign = await tx
        .select()
        .from(roles)
        .where(sql`${roles.tenantId} = ${other.tenantId}`);
      return { me: me!.me, foreign: foreign.length };
    });
    expect(seen).toEqual({ me: 'kontor_app', foreign: 0 });
  });

  it('SET ROLE postgres and set_config(role, postgres) are refused', async () => {
    const inRequest = (statement: ReturnType<typeof sql>) =>
      withTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.execute(statement));
    expect(await dbErrorOf(inRequest(sql`set role postgres`))).toMatch(PERMISSION_DENIED);
    expect(await dbErrorOf(inRequest(sql`select set_config('role', 'postgres', true)`))).toMatch(
      PERMISSION_DENIED,
    );
    expect(await dbErrorOf(inRequest(sql`set role kontor_auth`))).toMatch(PERMISSION_DENIED);
  });

  it('refuses to start when the request login could escape row-level security', async () => {
    const url = process.env.KONTOR_TEST_DATABASE_URL!;
    await expect(openPostgres({ url, appUrl: url, secretKey: TEST_SECRET_KEY, poolSize: 1 })).rejects.toThrow(
      /must be neither superuser nor BYPASSRLS nor owner/,
    );
  });
});

// Both engines: on PGlite the same rules hold for SET LOCAL ROLE kontor_app (ADR 9 says what differs).
describe('auth tables under the request role', () => {
  it('signing keys, sign-in attempts and reset links cannot be read at all', async () => {
    await signInAs(t.app, t.tenant.admin); // there is a signing key and an attempt
    for (const table of ['signing_keys', 'login_attempts', 'password_reset_tokens']) {
      const read = withoutTenant(t.deps.db, (tx) => tx.execute(sql`select * from ${sql.identifier(table)}`));
      expect(await dbErrorOf(read)).toMatch(PERMISSION_DENIED);
    }
  });

  it('sessions cannot be opened by request work; without a bound session none are visible', async () => {
    await signInAs(t.app, t.tenant.admin);
    expect(await withoutTenant(t.deps.db, (tx) => tx.select().from(sessions))).toEqual([]);
    expect(await withoutTenant(t.deps.db, (tx) => tx.select().from(mfaFactors))).toEqual([]);
    const open = withoutTenant(t.deps.db, (tx) =>
      tx.insert(sessions).values({ userId: t.tenant.admin.id, activeTenantId: t.tenant.tenantId }),
    );
    expect(await dbErrorOf(open)).toMatch(PERMISSION_DENIED);
  });

  it("a bound session shows its own user's sessions and factors, never another user's", async () => {
    const mine = await signInAs(t.app, t.tenant.employee);
    const theirs = await signInAs(t.app, t.tenant.admin);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/factors',
      headers: bearer(theirs),
      payload: { factor_type: 'totp', friendly_name: 'Fremd' },
    });
    expect(enrolled.statusCode).toBe(200);

    const seen = await withoutTenant(
      t.deps.db,
      async (tx) => ({
        sessionUsers: new Set((await tx.select().from(sessions)).map((s) => s.userId)),
        factorUsers: new Set((await tx.select().from(mfaFactors)).map((f) => f.userId)),
        ended: await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(sql`${sessions.id} = ${sessionIdOf(theirs)}`)
          .returning(),
      }),
      sessionIdOf(mine),
    );
    expect([...seen.sessionUsers]).toEqual([t.tenant.employee.id]);
    expect(seen.factorUsers.has(t.tenant.admin.id)).toBe(false);
    expect(seen.ended).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(theirs) })).statusCode).toBe(
      200,
    );

    // A made-up session id is no key: it belongs to nobody.
    const guessed = await withoutTenant(t.deps.db, (tx) => tx.select().from(sessions), randomUUID());
    expect(guessed).toEqual([]);
  });
});
