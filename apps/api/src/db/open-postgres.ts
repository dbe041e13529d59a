import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppDb, Database } from './database.ts';
import { migrationsFolder, securitySql } from './migrations.ts';
import * as schema from './schema/index.ts';

/** PostgreSQL 15+ at `url`. The URL's user owns the schema; request work switches to kontor_app. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzle({ client: pool, schema });
  // Two API processes starting at once must not migrate concurrently.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(7243001)');
    await migrate(db, { migrationsFolder });
    await lockClient.query(securitySql());
  } finally {
    await lockClient.query('select pg_advisory_unlock(7243001)');
    lockClient.release();
  }

  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | undefined;
  const ensureListenClient = async () => {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    listenClient = client;
    return client;
  };

  return {
    kind: 'postgres',
    db: db as unknown as AppDb,
    listen: async (channel, onPayload) => {
      const client = await ensureListenClient();
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.add(onPayload);
      return async () => {
        handlers.delete(onPayload);
      };
    },
    execAsOwner: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: async () => {
      await listenClient?.end();
      await pool.end();
    },
  };
}
