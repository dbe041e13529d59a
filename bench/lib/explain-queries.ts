import pg from 'pg';
import type { Tx } from '../../apps/api/src/db/database.ts';
import { recordServiceQueries } from './record-queries.ts';

export interface ExplainedStatement {
  label: string;
  sql: string;
  params: unknown[];
  executionMs: number;
  plan: string;
}

const labelOf = (sqlText: string) => {
  if (sqlText.includes('count(*)') && /\blimit\b/i.test(sqlText)) return 'page + count';
  if (sqlText.includes('count(*)')) return 'count';
  if (sqlText.includes('custom_field_definitions')) return 'custom fields';
  if (sqlText.includes('entity_links')) return 'referenced by';
  if (/\blimit\b/i.test(sqlText)) return 'page';
  if (sqlText.includes('"profiles"')) return 'profile names';
  return 'select';
};

/**
 * Runs `work` (the service a route calls) inside withTenant as the API would, records every
 * statement it sends, and EXPLAIN ANALYZEs each one under the same role and tenant — so the plans
 * are those of the queries the API really runs, row-level security included.
 */
export async function explainServiceQueries(
  databaseUrl: string,
  tenantId: number,
  work: (tx: Tx) => Promise<unknown>,
): Promise<ExplainedStatement[]> {
  const statements = await recordServiceQueries(databaseUrl, tenantId, work);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const client = await pool.connect();
    try {
      const explained: ExplainedStatement[] = [];
      for (const statement of statements) {
        await client.query('begin');
        try {
          await client.query(
            `select set_config('role', 'kontor_app', true), set_config('app.tenant_id', $1, true)`,
            [String(tenantId)],
          );
          const result = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${statement.sql}`,
            statement.params,
          );
          const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
          const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
          explained.push({ label: labelOf(statement.sql), ...statement, executionMs, plan });
        } finally {
          await client.query('rollback');
        }
      }
      return explained;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
