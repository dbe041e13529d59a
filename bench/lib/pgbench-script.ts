import pg from 'pg';
import type { RecordedStatement } from './explain-queries.ts';

/** A parameter as the SQL literal of the text node-postgres sends for it (untyped, like a parameter). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) throw new Error('array parameters are not written into pgbench scripts yet');
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'object') return pg.escapeLiteral(JSON.stringify(value));
  return pg.escapeLiteral(String(value));
}

/**
 * The recorded statements of one request (transaction and `set_config` included) as a pgbench
 * script, parameters written in as literals: pgbench then sends what the API sends, one statement
 * per round trip, each parsed and planned like the API's unnamed statements.
 */
export const pgbenchScriptOf = (statements: readonly RecordedStatement[]) =>
  statements
    .map((s) => `${s.sql.replace(/\$(\d+)/g, (_, n: string) => literal(s.params[Number(n) - 1]))};`)
    .join('\n') + '\n';
