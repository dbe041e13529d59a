import { asc, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';

/**
 * All tenant ids, for jobs that visit every tenant and then do their work inside `withTenant`
 * (so RLS still confines each tenant's work). Read as kontor_auth, the one role whose policy may
 * list tenants (sign-in uses it the same way); the owner is subject to FORCE RLS too.
 */
export function listTenantIds(db: AppDb): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'kontor_auth', true)`);
    const rows = await tx.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.id));
    return rows.map((row) => row.id);
  });
}
