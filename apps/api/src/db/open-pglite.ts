import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { AppDb, Database } from './database.ts';
import { migrationsFolder, securitySql } from './migrations.ts';
import * as schema from './schema/index.ts';

/** Embedded PostgreSQL in this process; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pgdata');
    mkdirSync(path, { recursive: true });
  }
  // pg_trgm backs the substring search of master-data lists.
  const client = await PGlite.create(path, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as AppDb;
  await migrate(drizzle({ client, schema }), { migrationsFolder });
  await client.exec(securitySql());
  return {
    kind: 'pglite',
    db,
    // One in-process superuser connection: request work only SET LOCAL ROLEs (ADR 9).
    ownerDb: db,
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    execAsOwner: async (sqlText) => {
      await client.exec(sqlText);
    },
    jobsConnection: { kind: 'pglite', client },
    close: () => client.close(),
  };
}
