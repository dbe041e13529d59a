import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '../schema/index.ts';
import { readOneStatementAsTenant } from '../with-tenant.ts';
import { createTestTenant } from '../../test/test-tenant.ts';
import { dbErrorOf } from '../../test/db-error.ts';
import { useTestAppWithTenant } from '../../test/use-test-app.ts';
import { expectNoTenantSettingLeft } from '../../test/pool-settings.ts';
import { testDatabaseKind } from '../../test/test-app.ts';

// On PostgreSQL BEGIN, settings, the statement and COMMIT go in one write: it must still be one
// read-only transaction under the tenant's row-level security, with parameters as parameters.

const t = useTestAppWithTenant();

const settingsSeen = (tx: Parameters<Parameters<typeof readOneStatementAsTenant>[2]>[0], name: string) =>
  tx
    .select({
      id: roles.id,
      name: roles.name,
      tenant: sql<string>`current_setting('app.tenant_id', true)`,
    })
    .from(roles)
    .where(eq(roles.name, name));

describe('readOneStatementAsTenant', () => {
  it("reads with its tenant's settings under row-level security, many at once for two tenants", async () => {
    const other = await createTestTenant(t.deps);
    const tenants = Array.from({ length: 30 }, (_, i) => (i % 2 ? other.tenantId : t.tenant.tenantId));
    const results = await Promise.all(
      tenants.map((tenantId) =>
        readOneStatementAsTenant(t.deps.db, tenantId, (tx) =>
          tx
            .select({ tenantId: roles.tenantId, tenant: sql<string>`current_setting('app.tenant_id', true)` })
            .from(roles),
        ),
      ),
    );
    results.forEach((rows, i) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect([row.tenantId, row.tenant]).toEqual([tenants[i], String(tenants[i])]);
    });
    await expectNoTenantSettingLeft(t.deps.db);
  });

  it('sends text parameters as parameters (a quote is data, not SQL)', async () => {
    const name = "O'Brien'; drop table roles; --";
    expect(
      await readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, (tx) => settingsSeen(tx, name)),
    ).toEqual([]);
    const [any] = await readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select({ name: roles.name }).from(roles).limit(1),
    );
    const [same] = await readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      settingsSeen(tx, any!.name),
    );
    expect(same).toMatchObject({ name: any!.name, tenant: String(t.tenant.tenantId) });
  });

  it('only reads, rolls back a failing statement and leaves the connection usable', async () => {
    expect(
      await dbErrorOf(
        readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, (tx) =>
          tx.insert(roles).values({ tenantId: t.tenant.tenantId, name: 'nie angelegt' }),
        ),
      ),
    ).toMatch(/read-only/);
    expect(
      await dbErrorOf(
        readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.execute(sql`select 1 / ${0}`)),
      ),
    ).toMatch(/division by zero/);
    // Every connection of the pool is still usable and outside any transaction.
    const rows = await Promise.all(
      Array.from({ length: 12 }, () =>
        readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, (tx) => settingsSeen(tx, 'nie angelegt')),
      ),
    );
    expect(rows.flat()).toEqual([]);
  });

  it('refuses a second statement: work of several statements belongs in withTenant', async () => {
    const twice = readOneStatementAsTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await tx.select({ id: roles.id }).from(roles).limit(1);
      return tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, t.tenant.tenantId)));
    });
    if (testDatabaseKind() === 'postgres') expect(await dbErrorOf(twice)).toMatch('exactly one statement');
    else await twice; // PGlite runs in-process: an ordinary read-only transaction, no message to save.
  });
});
