import { mkdirSync } from 'node:fs';
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
    await migrate(drizzle({ client }), { migrationsFolder });
    await client.exec(securitySql());
  }
  return client;
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
