import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsPending, openPglite } from './open-pglite.ts';

// A restart skips migrations and security.sql when nothing changed (issue #11 goal 3); whenever
// the recorded state no longer matches, both run again and row-level security is back in force.
const dataDir = mkdtempSync(join(tmpdir(), 'kontor-open-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const policyCount = async (db: Awaited<ReturnType<typeof openPglite>>['ownerDb']) => {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_policies where tablename = 'entities' and policyname = 'tenant_isolation'`,
  );
  return rows.rows[0]!.n;
};

describe('opening a PGlite data folder again', () => {
  it('re-applies security.sql when its recorded fingerprint differs and keeps the migrations', async () => {
    const first = await openPglite(dataDir);
    const fingerprint = await first.ownerDb.execute<{ fingerprint: string }>(
      sql`select fingerprint from kontor_setup.applied_sql where name = 'security.sql'`,
    );
    expect(fingerprint.rows[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const migrations = await first.ownerDb.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    // As if security.sql had been edited since: the policy is gone and the fingerprint is stale.
    await first.ownerDb.execute(sql`drop policy tenant_isolation on entities`);
    await first.ownerDb.execute(sql`update kontor_setup.applied_sql set fingerprint = 'old'`);
    await first.close();

    const second = await openPglite(dataDir);
    try {
      expect(await policyCount(second.ownerDb)).toBe(1);
      const again = await second.ownerDb.execute<{ fingerprint: string }>(
        sql`select fingerprint from kontor_setup.applied_sql where name = 'security.sql'`,
      );
      expect(again.rows[0]!.fingerprint).toBe(fingerprint.rows[0]!.fingerprint);
      const after = await second.ownerDb.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(after.rows[0]!.n).toBe(migrations.rows[0]!.n);
    } finally {
      await second.close();
    }
  });

  it('asks drizzle to migrate only when the journal holds a migration newer than the recorded ones', async () => {
    const db = await openPglite(dataDir);
    try {
      if (db.jobsConnection.kind !== 'pglite') throw new Error('PGlite expected');
      const client = db.jobsConnection.client;
      expect(await migrationsPending(client)).toBe(false);
      // As if the folder predated the newest migration: drizzle would apply it, so it must run.
      await client.exec(`update drizzle.__drizzle_migrations set created_at = created_at - 1
        where id = (select id from drizzle.__drizzle_migrations order by created_at desc limit 1)`);
      expect(await migrationsPending(client)).toBe(true);
      await client.exec(`delete from drizzle.__drizzle_migrations`);
      expect(await migrationsPending(client)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
