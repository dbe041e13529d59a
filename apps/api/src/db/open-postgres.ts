import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppDb, Database } from './database.ts';
import { migrationsFolder, securitySql } from './migrations.ts';
import * as schema from './schema/index.ts';

/** PostgreSQL 15+ at `url`. The URL's user owns the schema; request work switches to kontor_app. */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle pooled connection that dies must not crash the process; the pool replaces it.
  pool.on('error', (error) => onConnectionError?.(error));
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
  let listenClient: Promise<pg.Client> | undefined;
  let closed = false;

  // One LISTEN connection per process. If it drops (database restart, network), it reconnects
  // and listens again, so realtime resumes instead of going silent or crashing the process.
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (closed || lost) return;
      lost = true;
      onConnectionError?.(error ?? new Error('LISTEN connection ended'));
      listenClient = undefined;
      scheduleReconnect();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };
  const ensureListenClient = () => (listenClient ??= connectListener());
  const scheduleReconnect = () =>
    setTimeout(() => {
      if (closed || listeners.size === 0) return;
      ensureListenClient().catch((error: Error) => {
        onConnectionError?.(error);
        listenClient = undefined;
        scheduleReconnect();
      });
    }, 1000).unref();

  return {
    kind: 'postgres',
    db: db as unknown as AppDb,
    listen: async (channel, onPayload) => {
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        const client = await ensureListenClient();
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
    jobsConnection: { kind: 'postgres', url },
    close: async () => {
      closed = true;
      const client = await listenClient?.catch(() => undefined);
      await client?.end();
      await pool.end();
    },
  };
}
