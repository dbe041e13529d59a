import { createRequire } from 'node:module';
import pg from 'pg';

// pg's own conversion of parameter values (dates, arrays, JSON) as its Query uses it; pg exports
// `lib/*` but ships no types for it.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/** pg's connection, as far as the extended protocol's messages go (pg does not type it). */
interface ProtocolConnection {
  parse(message: { text: string }): void;
  bind(message: { values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P' }): void;
  execute(message: object): void;
  sync(): void;
}

/** The results of `begin read only`, the settings, the statement and `commit`, in this order. */
export const STATEMENT_RESULT = 2;

/**
 * One statement inside `begin read only; <settings>; …; commit`, written to PostgreSQL in one piece:
 * the extended protocol's Parse/Bind/Execute for all four, then a single Sync. PostgreSQL runs them
 * in order and answers once — one round trip instead of three — and the statement keeps its
 * parameters as parameters. After an error PostgreSQL skips to the Sync, so nothing after the failing
 * part runs; the transaction is then left open and aborted, and the caller rolls it back.
 * pg's Query collects one result per part, as for a simple query with several statements.
 */
export class ReadInOneMessage extends pg.Query {
  private readonly settingsSql: string;

  constructor(
    config: pg.QueryConfig & { callback: (error: Error | null, results?: pg.QueryResult[]) => void },
    settingsSql: string,
  ) {
    // Extended protocol even without parameters (a simple query could not carry the rest along).
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig);
    this.settingsSql = settingsSql;
  }

  /** Called by pg's Query.submit inside cork()/uncork(), so every message goes in one write. */
  prepare(connection: ProtocolConnection) {
    const { text, values } = this as unknown as { text: string; values?: unknown[] };
    const send = (statement: string, parameters: unknown[] = [], describe = false) => {
      connection.parse({ text: statement });
      connection.bind({ values: parameters, valueMapper: prepareValue });
      if (describe) connection.describe({ type: 'P' });
      connection.execute({});
    };
    send('begin read only');
    send(this.settingsSql, [], true);
    send(text, values, true);
    send('commit');
    connection.sync();
  }
}
