import { sql } from 'drizzle-orm';
import type { AppDb, Tx } from './database.ts';

const assertTenantId = (tenantId: number) => {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
};

/**
 * Runs `work` in one transaction as the non-owner role `kontor_app` with `app.tenant_id` set,
 * so row-level security confines every statement to this tenant. All request work goes here.
 */
export function withTenant<T>(db: AppDb, tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  assertTenantId(tenantId);
  return db.transaction(async (tx) => {
    // set_config('role', …, true) is SET LOCAL ROLE; one statement saves a round trip per request.
    await tx.execute(
      sql`select set_config('role', 'kontor_app', true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
    );
    return work(tx as Tx);
  });
}

/**
 * The same role but no tenant: tenant tables show no rows. For sign-in and session checks,
 * which touch only user-level tables and the SECURITY DEFINER membership look-up.
 */
export function withoutTenant<T>(db: AppDb, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'kontor_app', true)`);
    return work(tx as Tx);
  });
}
