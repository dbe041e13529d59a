import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { tenantSettings } from '../../db/schema/index.ts';

export type TenantSettingsRow = typeof tenantSettings.$inferSelect;
export type TenantSettingsValues = Omit<
  typeof tenantSettings.$inferInsert,
  'tenantId' | 'version' | 'updatedAt'
>;

export const findTenantSettings = async (tx: Tx) => (await tx.select().from(tenantSettings))[0];

/** Updates only if the caller saw the current version; returns undefined when someone was faster. */
export const updateTenantSettingsIfVersion = async (tx: Tx, version: number, values: TenantSettingsValues) =>
  (
    await tx
      .update(tenantSettings)
      .set({ ...values, version: sql`${tenantSettings.version} + 1`, updatedAt: new Date() })
      .where(eq(tenantSettings.version, version))
      .returning()
  )[0];
