import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrationsPending, openPglite } from './open-pglite.ts';

// A restart skips migrations and security.sql when nothing changed (issue #11 goal 3); whenever
// the recorded state no longer matches, they run again and row-level security is back in force.
const dataDir = mkdtempSync(join(tmpdir(), 'kontor-open-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const clientOf = (db: Database): PGlite => {
  if (db.jobsConnection.kind !== 'pglite') throw new Error('PGlite expected');
  return db.jobsConnection.client;
};
const one = async <T>(client: PGlite, query: string) => (await client.query<T>(query)).rows[0]!;
const storedFingerprint = async (client: PGlite) =>
  (
    await one<{ fingerprint: string }>(
      client,
      `select fingerprint from kontor_setup.applied_sql where name = 'security.sql'`,
    )
  ).fingerprint;
const entitiesPolicies = async (client: PGlite) =>
  (
    await one<{ n: number }>(
      client,
      `select count(*)::int as n from pg_policies where tablename = 'entities' and policyname = 'tenant_isolation'`,
    )
  ).n;

describe('opening a PGlite data folder again', () => {
  it('re-applies security.sql when its recorded fingerprint differs', async () => {
    const first = await openPglite(dataDir);
    const client = clientOf(first);
    const fingerprint = await storedFingerprint(client);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // As if security.sql had been edited since: the policy is gone and the fingerprint is stale.
    await client.exec(`drop policy tenant_isolation on entities;
      update kontor_setup.applied_sql set fingerprint = 'old'`);
    expect(await entitiesPolicies(client)).toBe(0);
    await first.close();

    const second = await openPglite(dataDir);
    try {
      expect(await entitiesPolicies(clientOf(second))).toBe(1);
      expect(await storedFingerprint(clientOf(second))).toBe(fingerprint);
    } finally {
      await second.close();
    }
  });

  it('asks drizzle to migrate only when the journal holds a migration newer than the recorded ones', async () => {
    const db = await openPglite(dataDir);
    try {
      const client = clientOf(db);
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
