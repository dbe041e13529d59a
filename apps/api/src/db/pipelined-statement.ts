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

type Callback = (error: Error | null, results?: pg.QueryResult[]) => void;

/**
 * A statement of drizzle's with fixed statements before and after it (BEGIN and the settings,
 * COMMIT), written to PostgreSQL in one piece: the extended protocol's Parse/Bind/Describe/Execute
 * for each, then a single Sync. PostgreSQL runs them in order and answers once, and the statement
 * keeps its parameters as parameters. After an error PostgreSQL skips to the Sync, so nothing after
 * the failing part runs; the transaction is then open and aborted, and the caller rolls it back.
 * pg's Query collects one result per part, as for a simple query of several statements.
 */
class StatementWithNeighbours extends pg.Query {
  private readonly before: readonly string[];
  private readonly after: readonly string[];

  constructor(
    config: pg.QueryConfig & { callback: Callback },
    before: readonly string[],
    after: readonly string[],
  ) {
    // Extended protocol even without parameters (a simple query could not carry the others along).
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig);
    this.before = before;
    this.after = after;
  }

  /** Called by pg's Query.submit inside cork()/uncork(), so every message goes in one write. */
  prepare(connection: ProtocolConnection) {
    const { text, values } = this as unknown as { text: string; values?: unknown[] };
    const send = (statement: string, parameters: unknown[] = []) => {
      connection.parse({ text: statement });
      connection.bind({ values: parameters, valueMapper: prepareValue });
      connection.describe({ type: 'P' });
      connection.execute({});
    };
    for (const statement of this.before) send(statement);
    send(text, values);
    for (const statement of this.after) send(statement);
    connection.sync();
  }
}

/**
 * Sends drizzle's statement (`config` and `values` as drizzle gives them to its client) with `before`
 * and `after` in one message; resolves to the statement's own result. Like every statement on PGlite,
 * it must be a single statement (the extended protocol takes no more).
 */
export function sendWithNeighbours(
  connection: pg.PoolClient,
  config: pg.QueryConfig,
  values: unknown[] | undefined,
  before: readonly string[],
  after: readonly string[] = [],
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const callback: Callback = (error, results) =>
      error ? reject(error) : resolve(results![before.length]!);
    connection.query(new StatementWithNeighbours({ ...config, values, callback }, before, after));
  });
}
