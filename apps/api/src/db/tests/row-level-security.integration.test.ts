import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.ts';
import { queryRows } from '../query-rows.ts';
import { historyItems, roles, tenantSettings } from '../schema/index.ts';
import { withTenant, withoutTenant } from '../with-tenant.ts';
import { dbErrorOf } from '../../test/db-error.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { provisionTenant } from '../../modules/tenancy/index.ts';

let database: Database;
let tenantA: number;
let tenantB: number;
beforeAll(async () => {
  database = await openTestDatabase();
  tenantA = (await provisionTenant(database.ownerDb, { name: 'Firma A' })).tenantId;
  tenantB = (await provisionTenant(database.ownerDb, { name: 'Firma B' })).tenantId;
});
afterAll(() => database.close());

describe('row-level security (DESIGN §4)', () => {
  it('every table with a tenant_id column has ENABLE + FORCE RLS and the tenant policy', async () => {
    const tables = await queryRows<{
      table: string;
      enabled: boolean;
      forced: boolean;
      policy: string | null;
      check: string | null;
    }>(
      database.db,
      sql`
        select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
               pg_get_expr(p.polqual, p.polrelid) as policy,
               pg_get_expr(p.polwithcheck, p.polrelid) as check
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        left join pg_policy p on p.polrelid = c.oid and p.polname = 'tenant_isolation'
        where c.relkind in ('r', 'p')
        order by c.relname`,
    );
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(['history_items', 'memberships', 'profiles', 'roles', 'tenant_settings']),
    );
    for (const t of tables) {
      expect({ table: t.table, enabled: t.enabled, forced: t.forced }).toEqual({
        table: t.table,
        enabled: true,
        forced: true,
      });
      expect(t.policy, `${t.table} lacks the tenant_isolation policy`).toMatch(
        /tenant_id = \(?NULLIF\(current_setting\('app\.tenant_id'::text, true\), ''::text\)\)?::integer/i,
      );
      expect(t.check).toMatch(/app\.tenant_id/);
    }
  });

  it('request work runs as a role that is neither owner nor superuser nor exempt from RLS', async () => {
    const [who] = await withTenant(database.db, tenantA, (tx) =>
      queryRows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean; owns: number }>(
        tx,
        sql`select current_user, r.rolsuper, r.rolbypassrls,
              (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owns
            from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(who).toEqual({ current_user: 'kontor_app', rolsuper: false, rolbypassrls: false, owns: 0 });
  });

  it('a tenant sees only its own rows; without a tenant nothing is visible', async () => {
    const visibleTo = (tenantId: number) =>
      withTenant(database.db, tenantId, (tx) => tx.select({ tenantId: roles.tenantId }).from(roles));
    expect(new Set((await visibleTo(tenantA)).map((r) => r.tenantId))).toEqual(new Set([tenantA]));
    expect(new Set((await visibleTo(tenantB)).map((r) => r.tenantId))).toEqual(new Set([tenantB]));
    expect(await withoutTenant(database.db, (tx) => tx.select().from(roles))).toEqual([]);
  });

  it('refuses to write a row for another tenant and cannot change or delete its rows', async () => {
    expect(
      await dbErrorOf(
        withTenant(database.db, tenantB, (tx) =>
          tx.insert(roles).values({ tenantId: tenantA, name: 'Eingeschleust', permissions: [] }),
        ),
      ),
    ).toMatch(/row-level security/);

    const changed = await withTenant(database.db, tenantB, (tx) =>
      tx
        .update(tenantSettings)
        .set({ companyName: 'Übernommen' })
        .where(eq(tenantSettings.tenantId, tenantA))
        .returning(),
    );
    const deleted = await withTenant(database.db, tenantB, (tx) =>
      tx.delete(roles).where(eq(roles.tenantId, tenantA)).returning(),
    );
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    const [settingsA] = await withTenant(database.db, tenantA, (tx) => tx.select().from(tenantSettings));
    expect(settingsA!.companyName).toBe('Firma A');
    expect(await withTenant(database.db, tenantA, (tx) => tx.select().from(roles))).toHaveLength(4);
  });

  it('cannot move a row into another tenant', async () => {
    expect(
      await dbErrorOf(
        withTenant(database.db, tenantA, (tx) =>
          tx.update(tenantSettings).set({ tenantId: tenantB }).where(eq(tenantSettings.tenantId, tenantA)),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('keeps history append-only for the application role', async () => {
    expect(
      await dbErrorOf(
        withTenant(database.db, tenantA, (tx) => tx.update(historyItems).set({ action: 'manipuliert' })),
      ),
    ).toMatch(/permission denied/);
    expect(await dbErrorOf(withTenant(database.db, tenantA, (tx) => tx.delete(historyItems)))).toMatch(
      /permission denied/,
    );
  });

  it('a session variable set by one transaction does not leak into the next', async () => {
    await withTenant(database.db, tenantA, async () => undefined);
    const [setting] = await withoutTenant(database.db, (tx) =>
      queryRows<{ value: string | null }>(tx, sql`select current_setting('app.tenant_id', true) as value`),
    );
    expect(setting!.value ?? '').toBe('');
  });
});
