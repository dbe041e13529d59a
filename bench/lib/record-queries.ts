import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppDb, Tx } from '../../apps/api/src/db/database.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { tenantSettingsSql, withTenant } from '../../apps/api/src/db/with-tenant.ts';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/**
 * Runs `work` (the service a route calls) inside withTenant as the API would and returns the
 * statements the work sent — recorded by drizzle's logger, so they are the statements the API
 * really runs. BEGIN, the tenant settings and COMMIT go past drizzle (one message, see
 * `transactionWithSettings`); `toPgbenchScript` adds them. Run twice: the first warms the caches.
 */
export async function recordServiceQueries(
  databaseUrl: string,
  tenantId: number,
  work: (tx: Tx) => Promise<unknown>,
): Promise<RecordedStatement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    let recorded: RecordedStatement[] = [];
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
    }) as unknown as AppDb;
    await withTenant(db, tenantId, work);
    recorded = [];
    await withTenant(db, tenantId, work);
    const statements = recorded.filter(
      (s) => !/^(begin|commit|rollback)/i.test(s.sql) && !s.sql.includes('set_config'),
    );
    // An empty script would let pgbench time bare BEGIN/COMMIT and print a meaningless ceiling.
    if (statements.length === 0) throw new Error('the service sent no statement that drizzle logged');
    return statements;
  } finally {
    await pool.end();
  }
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
};

/**
 * The statements as a pgbench script inside the request's transaction: BEGIN with the role and
 * tenant settings as one message (`\;` joins them, as the API sends them), each statement with its
 * parameters written in as untyped literals (the server infers their types as it does for the
 * API's parameters), one per line, then COMMIT.
 */
export function toPgbenchScript(statements: readonly RecordedStatement[], tenantId: number): string {
  const work = statements.map(({ sql, params }) => {
    const inlined = sql.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));
    return `${inlined.replace(/\s*\n\s*/g, ' ')};`;
  });
  const begin = `begin\\; ${tenantSettingsSql(tenantId)};`;
  return [begin, ...work, 'commit;'].join('\n');
}
