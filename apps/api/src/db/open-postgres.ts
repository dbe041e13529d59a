import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { APP_ROLE, appRolePassword, appRoleUrl, scramVerifier } from './app-role.ts';
import type { AppDb, Database } from './database.ts';
import { migrationsFolder, securitySql } from './migrations.ts';

export interface PostgresOptions {
  /** The schema owner: migrations, provisioning, sign-in, signing keys. */
  url: string;
  /** Request work logs in here; without it as kontor_app with a password derived from `secretKey`. */
  appUrl?: string | undefined;
  secretKey: Buffer;
  poolSize?: number;
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL 15+. Two pools (ADR 9): the owner's, and one that logs in as the request role, which
 * is neither owner nor superuser nor BYPASSRLS, so no statement of request work can leave RLS.
 */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const { url, poolSize = 10, onConnectionError } = options;
  // The owner's work is short and rare next to request work; a small pool is enough.
  const ownerPool = newPool(url, Math.max(2, Math.ceil(poolSize / 2)), onConnectionError);
  // Without `schema`: Kontor uses no relational queries (db.query.*), and drizzle would otherwise build
  // a query builder per table for every transaction, a large part of a small request's CPU (issue #11).
  const ownerDb = drizzle({ client: ownerPool });
  let appUrl: string;
  try {
    await migrateAsOwner(ownerPool, ownerDb);
    appUrl = options.appUrl ?? (await derivedAppRoleLogin(url, ownerPool, options.secretKey));
    await assertLeastPrivilege(appUrl);
  } catch (error) {
    await ownerPool.end();
    throw error;
  }
  const pool = newPool(appUrl, poolSize, onConnectionError);
  const db = drizzle({ client: pool });

  const listeners = new Map<string, Set<(payload: string) => void>>();
  const connectionWatchers = new Set<(listening: boolean) => void>();
  const tellWatchers = (listening: boolean) => {
    for (const watcher of connectionWatchers) watcher(listening);
  };
  let listenClient: Promise<pg.Client> | undefined;
  let closed = false;

  // One LISTEN connection per process. If it drops (database restart, network), it reconnects
  // and listens again, so realtime resumes instead of going silent or crashing the process.
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: appUrl });
    client.on('notification', (msg) => {
      for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (closed || lost) return;
      lost = true;
      tellWatchers(false);
      onConnectionError?.(error ?? new Error('LISTEN connection ended'));
      listenClient = undefined;
      scheduleReconnect();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (!lost) tellWatchers(true);
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

  // PostgreSQL sends a listening connection the notifications committed before its query ends
  // ahead of the query's answer, so one `select 1` there is a barrier. Callers that arrive while
  // one is under way wait for the next: the running one may have started before their commit.
  let barrier: Promise<void> | undefined;
  let nextBarrier: Promise<void> | undefined;
  const runBarrier = async () => {
    const client = await listenClient;
    if (!client) throw new Error('not listening');
    await client.query('select 1');
  };
  const notificationsDelivered = (): Promise<void> => {
    if (!barrier) {
      barrier = runBarrier().finally(() => (barrier = undefined));
      return barrier;
    }
    nextBarrier ??= barrier
      .catch(() => undefined)
      .then(() => {
        nextBarrier = undefined;
        return notificationsDelivered();
      });
    return nextBarrier;
  };

  return {
    kind: 'postgres',
    notificationsDelivered,
    db: db as unknown as AppDb,
    ownerDb: ownerDb as unknown as AppDb,
    listen: async (channel, onPayload, onConnection) => {
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        const client = await ensureListenClient();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.add(onPayload);
      if (onConnection) connectionWatchers.add(onConnection);
      return async () => {
        handlers.delete(onPayload);
        if (onConnection) connectionWatchers.delete(onConnection);
      };
    },
    execAsOwner: async (sqlText) => {
      await ownerPool.query(sqlText);
    },
    jobsConnection: { kind: 'postgres', url },
    close: async () => {
      closed = true;
      const client = await listenClient?.catch(() => undefined);
      await client?.end();
      await pool.end();
      await ownerPool.end();
    },
  };
}

/** Two API processes starting at once must not migrate concurrently. */
async function migrateAsOwner(ownerPool: pg.Pool, ownerDb: Parameters<typeof migrate>[0]) {
  const lockClient = await ownerPool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(7243001)');
    await migrate(ownerDb, { migrationsFolder });
    await lockClient.query(securitySql());
  } finally {
    await lockClient.query('select pg_advisory_unlock(7243001)');
    lockClient.release();
  }
}

function newPool(connectionString: string, max: number, onConnectionError?: (error: Error) => void) {
  const pool = new pg.Pool({ connectionString, max });
  // An idle pooled connection that dies must not crash the process; the pool replaces it.
  pool.on('error', (error) => onConnectionError?.(error));
  return pool;
}

const LOGIN_REFUSED = new Set(['28P01', '28000']); // wrong password; role may not log in

/**
 * Sets the derived password only when logging in with it fails: the role is cluster-wide, so
 * every database on the server (and every test database) shares it, and re-setting it on each
 * start would race with the other databases' start-ups.
 */
async function derivedAppRoleLogin(ownerUrl: string, ownerPool: pg.Pool, secretKey: Buffer) {
  const password = appRolePassword(secretKey);
  const appUrl = appRoleUrl(ownerUrl, password);
  const probe = new pg.Client({ connectionString: appUrl });
  try {
    await probe.connect();
    return appUrl;
  } catch (error) {
    if (!LOGIN_REFUSED.has((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  await ownerPool.query(`ALTER ROLE ${APP_ROLE} LOGIN PASSWORD ${pg.escapeLiteral(scramVerifier(password))}`);
  return appUrl;
}

/** Refuses to start when the request login could escape row-level security. */
async function assertLeastPrivilege(appUrl: string) {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string; super: boolean; bypass: boolean; owns: boolean }>(
      `select current_user as role, r.rolsuper as super, r.rolbypassrls as bypass,
              exists (select 1 from pg_class c where c.relowner = r.oid) as owns
       from pg_roles r where r.rolname = current_user`,
    );
    const me = rows[0]!;
    if (me.super || me.bypass || me.owns) {
      throw new Error(
        `The request database role ${me.role} must be neither superuser nor BYPASSRLS nor owner of any table (docs/adr/0009).`,
      );
    }
  } finally {
    await client.end();
  }
}
