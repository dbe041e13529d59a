import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * The tables that hold tenant data: every table of the app's schema with a `tenant_id` column.
 * Read from the catalog so a table added later is in the full export without anyone remembering.
 */
export const listTenantTables = async (tx: Tx) =>
  (
    await queryRows<{ table_name: string }>(
      tx,
      sql`select c.table_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
          order by c.table_name`,
    )
  ).map((r) => r.table_name);

/**
 * Every row of one tenant table. RLS already limits the rows to the transaction's tenant; the
 * explicit condition is the second lock. The name comes from the catalog, never from a request.
 */
export const dumpTenantTable = (tx: Tx, table: string, tenantId: number) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select * from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
  );
};
