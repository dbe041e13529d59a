import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../database.ts';
import { roles } from '../schema/index.ts';
import { queryRows } from '../query-rows.ts';
import { readAsTenant, withTenant } from '../with-tenant.ts';
import { createTestTenant } from '../../test/test-tenant.ts';
import { dbErrorOf } from '../../test/db-error.ts';
import { useTestAppWithTenant } from '../../test/use-test-app.ts';
import { expectNoTenantSettingLeft } from '../../test/pool-settings.ts';

// withTenant sends BEGIN and the tenant settings in one message: it must still behave as a transaction.

const t = useTestAppWithTenant();

const roleNamed = (name: string) =>
  withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
    tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, t.tenant.tenantId), eq(roles.name, name))),
  );
const addRole = (tx: Parameters<Parameters<typeof withTenant>[2]>[0], name: string) =>
  tx.insert(roles).values({ tenantId: t.tenant.tenantId, name });

describe('withTenant as a transaction', () => {
  it('sees its tenant and session settings, and nothing of them is left on the connection afterwards', async () => {
    const inside = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      queryRows<{ tenant: string; session: string }>(
        tx,
        sql`select current_setting('app.tenant_id', true) as tenant, current_setting('app.session_id', true) as session`,
      ),
    );
    expect(inside).toEqual([{ tenant: String(t.tenant.tenantId), session: '' }]);
    await expectNoTenantSettingLeft(t.deps.db);
  });

  it('rolls back everything when the work throws, and the connection is usable again', async () => {
    await expect(
      withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
        await addRole(tx, 'rolled back');
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    await expect(
      withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
        await addRole(tx, 'also rolled back');
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await roleNamed('rolled back')).toEqual([]);
    expect(await roleNamed('also rolled back')).toEqual([]);
  });

  it('fails with its first statement (sent together with BEGIN and the settings) and leaves the pool clean', async () => {
    expect(
      await dbErrorOf(withTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.execute(sql`select 1 / ${0}`))),
    ).toMatch(/division by zero/);
    // Work that sends nothing opens no transaction; every connection is usable afterwards.
    expect(await withTenant(t.deps.db, t.tenant.tenantId, async () => 'nothing sent')).toBe('nothing sent');
    const tenants = await Promise.all(
      Array.from({ length: 12 }, () =>
        withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
          queryRows<{ tenant: string }>(tx, sql`select current_setting('app.tenant_id', true) as tenant`),
        ),
      ),
    );
    for (const [row] of tenants) expect(row!.tenant).toBe(String(t.tenant.tenantId));
  });

  it('a failed savepoint rolls back only its own part', async () => {
    await withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await addRole(tx, 'kept outside the savepoint');
      await expect(
        tx.transaction(async (savepoint) => {
          await addRole(savepoint, 'dropped with the savepoint');
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await roleNamed('kept outside the savepoint')).toHaveLength(1);
    expect(await roleNamed('dropped with the savepoint')).toEqual([]);
  });

  it("passes the work's statements to the handle's query logger (the benches record them so)", async () => {
    const logged: string[] = [];
    const logger = { logQuery: (query: string) => logged.push(query) };
    const client = (t.deps.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const db = (client instanceof PGlite
      ? drizzlePglite({ client, logger })
      : drizzlePostgres({ client, logger })) as unknown as AppDb;
    await withTenant(db, t.tenant.tenantId, (tx) => tx.select({ id: roles.id }).from(roles));
    expect(logged.filter((query) => query.includes('from "roles"'))).toHaveLength(1);
  });

  it('refuses a tenant id that is no positive integer before sending anything', () => {
    expect(() => withTenant(t.deps.db, Number.NaN, async () => 1)).toThrow('invalid tenant id');
    expect(() => withTenant(t.deps.db, 1.5, async () => 1)).toThrow('invalid tenant id');
  });

  it("readAsTenant reads one statement under the tenant's row-level security, and only reads", async () => {
    const other = await createTestTenant(t.deps);
    const countRoles = (tenantId: number) =>
      sql`select count(*)::int as n, current_setting('app.tenant_id', true) as tenant from ${roles} where ${roles.tenantId} = ${tenantId}`;
    const [own] = await readAsTenant<{ n: number; tenant: string }>(
      t.deps.db,
      t.tenant.tenantId,
      countRoles(t.tenant.tenantId),
    );
    expect(own!.n).toBeGreaterThan(0);
    expect(own!.tenant).toBe(String(t.tenant.tenantId));
    const [foreign] = await readAsTenant<{ n: number }>(
      t.deps.db,
      t.tenant.tenantId,
      countRoles(other.tenantId),
    );
    expect(foreign!.n).toBe(0);
    expect(
      await dbErrorOf(
        readAsTenant(
          t.deps.db,
          t.tenant.tenantId,
          sql`insert into ${roles} (tenant_id, name) values (${t.tenant.tenantId}, 'x')`,
        ),
      ),
    ).toMatch(/read-only/);
    // The failed read left no transaction open on the connection it used.
    expect(await roleNamed('kept outside the savepoint')).toHaveLength(1);
  });

  it('reads of different tenants asked for at once each see only their own tenant, and a failing one fails alone', async () => {
    // On PostgreSQL reads asked for in the same turn share one message: each must stay its own transaction.
    const other = await createTestTenant(t.deps);
    const read = (tenantId: number) =>
      readAsTenant<{ tenant: string; n: number }>(
        t.deps.db,
        tenantId,
        sql`select current_setting('app.tenant_id', true) as tenant,
                   (select count(*)::int from ${roles} where ${roles.tenantId} = ${other.tenantId}) as n`,
      );
    const tenants = Array.from({ length: 40 }, (_, i) => (i % 2 ? other.tenantId : t.tenant.tenantId));
    const failing = dbErrorOf(readAsTenant(t.deps.db, t.tenant.tenantId, sql`select 1 / 0 as n`));
    const results = await Promise.all(tenants.map((tenantId) => read(tenantId)));
    expect(await failing).toMatch(/division by zero/);
    results.forEach((rows, i) => {
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tenant).toBe(String(tenants[i]));
      // The other tenant's roles are visible only to the other tenant.
      expect(rows[0]!.n > 0).toBe(tenants[i] === other.tenantId);
    });
    await expectNoTenantSettingLeft(t.deps.db);
  });

  it("readAsTenant leaves the caller's statement as it was (its parameters stay parameters)", async () => {
    const statement = sql`select count(*)::int as n from ${roles} where ${roles.tenantId} = ${t.tenant.tenantId}`;
    await readAsTenant(t.deps.db, t.tenant.tenantId, statement);
    expect(new PgDialect().sqlToQuery(statement).params).toEqual([t.tenant.tenantId]);
  });

  it('readAsTenant refuses parameters that are not integers ≥ 0 (they would go inline)', async () => {
    await expect(
      readAsTenant(t.deps.db, t.tenant.tenantId, sql`select ${"x' or 1=1 --"} as v`),
    ).rejects.toThrow('only integers ≥ 0 go inline');
  });
});
