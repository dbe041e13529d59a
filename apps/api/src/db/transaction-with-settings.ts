import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgSessionOptions } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDb, Tx } from './database.ts';
import { coalescedRead } from './coalesced-reads.ts';
import { onPoolConnection } from './pool-connection.ts';
import { sendWithNeighbours } from './pipelined-statement.ts';
import { queryRows } from './query-rows.ts';

// The dialect drizzle({ client }) builds for our handles (no casing option); it holds no state.
const dialect = new PgDialect();

/** The logger and cache the handle was made with (drizzle keeps them on its session, privately). */
const sessionOptionsOf = (db: AppDb) =>
  (db as unknown as { _: { session: { options?: NodePgSessionOptions } } })._.session.options;

const poolOf = (db: AppDb) => {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

/** What drizzle's session needs of a client: its statements go through `query`. */
type StatementClient = { query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> };

/** A drizzle transaction handle over `client`, with the handle's options (the benches' statement recorder). */
const transactionOn = (db: AppDb, client: StatementClient) =>
  new NodePgTransaction(
    dialect,
    new NodePgSession(client as unknown as pg.PoolClient, dialect, undefined, sessionOptionsOf(db)),
    undefined,
  ) as unknown as Tx;

/**
 * One transaction whose first statement is `settingsSql` (a `select set_config(...)` with literals
 * only — the caller validates every value). On PostgreSQL BEGIN and the settings are written together
 * with the work's first statement (pipelined-statement.ts), so a request's transaction costs two round
 * trips less than drizzle's `transaction()` (BEGIN, the settings, then each statement). Error
 * handling, COMMIT/ROLLBACK and savepoints (`tx.transaction`) are drizzle's own classes. PGlite runs
 * in this process, where a round trip is no socket write: its own `transaction()` keeps the queries
 * of other callers out of this one.
 */
export function transactionWithSettings<T>(
  db: AppDb,
  settingsSql: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (pool) {
    return onPoolConnection(pool, async (connection) => {
      let begun = false;
      const client: StatementClient = {
        query: (config, values) => {
          if (begun) return connection.query(config, values);
          begun = true;
          return sendWithNeighbours(connection, config, values, ['begin', settingsSql]);
        },
      };
      const result = await work(transactionOn(db, client));
      // Work that sent nothing began no transaction.
      if (begun) await connection.query('commit');
      return result;
    });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(settingsSql));
    return work(tx as Tx);
  });
}

/**
 * One read-only statement after `settingsSql`. On PostgreSQL BEGIN, the settings, the statement and
 * COMMIT go as one message — shared with the other reads asked for in the same turn of the event
 * loop (coalesced-reads.ts): one round trip in all. A simple-protocol message carries no parameters,
 * so the statement's parameters are sent inline and must be integers ≥ 0 (only digits: no quote,
 * no minus that could make `--` a comment); anything else is refused.
 */
export async function readWithSettings<T>(db: AppDb, settingsSql: string, query: SQL): Promise<T[]> {
  // Checked on PGlite too, so a statement that PostgreSQL would refuse fails in every test run.
  const statement = withIntegersInline(query);
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(settingsSql));
        return queryRows<T>(tx as Tx, query);
      },
      { accessMode: 'read only' },
    );
  }
  return coalescedRead<T>(pool, `begin read only; ${settingsSql}; ${statement}; commit`);
}

function withIntegersInline(query: SQL) {
  const { params } = dialect.sqlToQuery(query);
  if (!params.every((param) => Number.isSafeInteger(param) && (param as number) >= 0))
    throw new Error('only integers ≥ 0 go inline');
  // Wrapped: inlineParams() marks the SQL object it is called on, and the caller's stays as it was.
  return dialect.sqlToQuery(sql`${query}`.inlineParams()).sql;
}

/**
 * `build` makes exactly one read-only statement with drizzle (a select with its parameters, as
 * usual) and runs it after `settingsSql`. On PostgreSQL BEGIN, the settings, the statement and COMMIT
 * are written together and answered together (pipelined-statement.ts): one round trip instead of three.
 * A second statement is refused — use `transactionWithSettings` for work of several statements.
 */
export async function readOneStatementWithSettings<T>(
  db: AppDb,
  settingsSql: string,
  build: (tx: Tx) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(settingsSql));
        return build(tx as Tx);
      },
      { accessMode: 'read only' },
    );
  }
  return onPoolConnection(pool, (connection) => {
    let statements = 0;
    const client: StatementClient = {
      query: (config, values) => {
        if (++statements > 1) throw new Error('readOneStatement runs exactly one statement');
        return sendWithNeighbours(connection, config, values, ['begin read only', settingsSql], ['commit']);
      },
    };
    return build(transactionOn(db, client));
  });
}
