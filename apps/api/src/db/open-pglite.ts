import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { AppDb, Database } from './database.ts';
import { migrationsFolder, securitySql } from './migrations.ts';

// pg_trgm backs the substring search of master-data lists.
const extensions = { pg_trgm };

async function openMigrated(path?: string, loadDataDir?: Blob) {
  const client = await PGlite.create(path, { extensions, ...(loadDataDir && { loadDataDir }) });
  if (!loadDataDir) {
    if (await migrationsPending(client)) await migrate(drizzle({ client }), { migrationsFolder });
    await applySecurityIfChanged(client);
  }
  return client;
}

/**
 * drizzle's migrator reads and hashes every migration file before it learns there is nothing to do
 * (~0.1 s of CPU per start). It applies each migration whose journal `when` is later than the newest
 * `created_at` it recorded, so when none is later, it would apply nothing: this answers that first.
 */
export async function migrationsPending(client: PGlite) {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newestInJournal = Math.max(...journal.entries.map((entry) => entry.when));
  const table = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]!.present) return true;
  const applied = await client.query<{ newest: string | number | null }>(
    `select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newestApplied = applied.rows[0]!.newest;
  return newestApplied === null || Number(newestApplied) < newestInJournal;
}

/**
 * `security.sql` (roles, grants, RLS for every tenant table) is idempotent but re-applying it costs
 * ~0.6 s of CPU per start. A data folder belongs to this API alone, so it is applied only when it or
 * the migrations changed since it was last applied here: the fingerprint (the file's hash and the
 * hash of the last applied migration) is kept in the database, beside the migrations drizzle keeps.
 */
async function applySecurityIfChanged(client: PGlite) {
  const state = await client.query<{ migration: string | null; stored: boolean }>(
    `select (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as migration,
            to_regclass('kontor_setup.applied_sql') is not null as stored`,
  );
  const { migration, stored } = state.rows[0]!;
  const sqlText = securitySql();
  const fingerprint = createHash('sha256')
    .update(sqlText)
    .update('\0')
    .update(migration ?? '')
    .digest('hex');
  if (stored) {
    const applied = await client.query<{ fingerprint: string }>(
      `select fingerprint from kontor_setup.applied_sql where name = 'security.sql'`,
    );
    if (applied.rows[0]?.fingerprint === fingerprint) return;
  }
  // One exec, one implicit transaction: the fingerprint is stored only together with what it stands for.
  await client.exec(`${sqlText}
    create schema if not exists kontor_setup;
    create table if not exists kontor_setup.applied_sql (
      name text primary key,
      fingerprint text not null,
      applied_at timestamptz not null default now()
    );
    insert into kontor_setup.applied_sql (name, fingerprint) values ('security.sql', '${fingerprint}')
    on conflict (name) do update set fingerprint = excluded.fingerprint, applied_at = now();`);
}

/**
 * In-memory databases (tests open one per test file) start from a copy of the first one this
 * process migrated: loading a data folder takes a fraction of running every migration again.
 */
let migratedInMemory: Promise<Blob> | undefined;
async function openInMemory() {
  if (!migratedInMemory) {
    const first = await openMigrated();
    migratedInMemory = first.dumpDataDir('none');
    await migratedInMemory;
    return first;
  }
  return openMigrated(undefined, await migratedInMemory);
}

/** Embedded PostgreSQL in this process; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const path = join(dataDir, 'pgdata');
    mkdirSync(path, { recursive: true });
    client = await openMigrated(path);
  } else {
    client = await openInMemory();
  }
  // Without `schema`: Kontor uses no relational queries (db.query.*), and drizzle would otherwise build
  // a query builder per table for every transaction, a large part of a small request's CPU (issue #11).
  const db = drizzle({ client }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    // One in-process superuser connection: request work only SET LOCAL ROLEs (ADR 9).
    ownerDb: db,
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    notificationsDelivered: async () => {},
    execAsOwner: async (sqlText) => {
      await client.exec(sqlText);
    },
    jobsConnection: { kind: 'pglite', client },
    close: () => client.close(),
  };
}
