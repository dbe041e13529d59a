import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * Asks every pooled connection (more at once than the pool holds) outside any transaction for the
 * tenant setting: transaction-local settings leave nothing behind for the next request.
 */
export async function expectNoTenantSettingLeft(db: AppDb) {
  const after = await Promise.all(
    Array.from({ length: 12 }, () =>
      queryRows<{ tenant: string | null }>(db, sql`select current_setting('app.tenant_id', true) as tenant`),
    ),
  );
  for (const [row] of after) expect(row!.tenant ?? '').toBe('');
}
