import { and, eq } from 'drizzle-orm';
import { withTenant } from '../db/with-tenant.ts';
import { customFieldDefinitions } from '../db/schema/index.ts';
import type { AppDeps } from '../app-deps.ts';

export { caller } from './http-caller.ts';

export const company = (name: string, extra: Record<string, unknown> = {}) => ({
  data: { kind: 'company', company_name: name, ...extra },
});

/** A custom field definition written as the tenant (the custom-fields API lives elsewhere). */
export async function addCustomField(
  deps: AppDeps,
  tenantId: number,
  definition: Partial<typeof customFieldDefinitions.$inferInsert> & {
    entityType: string;
    key: string;
    kind: string;
  },
) {
  return withTenant(deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .insert(customFieldDefinitions)
      .values({ label: definition.key, ...definition, tenantId })
      .returning();
    return row!;
  });
}

export const listUrl = (type: string, query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const search = params.toString();
  return `/api/entities/${type}${search ? `?${search}` : ''}`;
};

/** Removes a definition the way the settings screen does: `deleted_at` set, values left alone. */
export const removeCustomField = (deps: AppDeps, tenantId: number, id: number) =>
  withTenant(deps.db, tenantId, (tx) =>
    tx
      .update(customFieldDefinitions)
      .set({ deletedAt: new Date() })
      .where(and(eq(customFieldDefinitions.tenantId, tenantId), eq(customFieldDefinitions.id, id))),
  );
