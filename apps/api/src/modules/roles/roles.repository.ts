import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { memberships, roles } from '../../db/schema/index.ts';

// Qualified by hand: drizzle may render ${roles.id} unqualified, which would bind to memberships.id here.
const memberCount = sql<number>`(select count(*)::int from ${memberships} m where m.role_id = "roles"."id" and m.tenant_id = "roles"."tenant_id")`;

export type RoleRow = typeof roles.$inferSelect & { memberCount: number };

const selectRoles = (tx: Tx) =>
  tx
    .select({
      tenantId: roles.tenantId,
      id: roles.id,
      name: roles.name,
      permissions: roles.permissions,
      isSystem: roles.isSystem,
      version: roles.version,
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
      memberCount,
    })
    .from(roles);

export const listRoleRows = (tx: Tx): Promise<RoleRow[]> => selectRoles(tx).orderBy(asc(roles.id));

export const findRoleById = async (tx: Tx, id: number): Promise<RoleRow | undefined> =>
  (await selectRoles(tx).where(eq(roles.id, id)))[0];

export const findRoleByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(roles).where(eq(roles.id, id)).for('update'))[0];

/** Locks the tenant's system role of that name, so two demotions cannot both count the other admin. */
export const findSystemRoleForUpdate = async (tx: Tx, name: string) =>
  (
    await tx
      .select()
      .from(roles)
      .where(and(eq(roles.isSystem, true), eq(roles.name, name)))
      .for('update')
  )[0];

export const findRoleByName = async (tx: Tx, name: string) =>
  (
    await tx
      .select()
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`)
  )[0];

export const insertRole = async (tx: Tx, tenantId: number, name: string, permissions: string[]) =>
  (await tx.insert(roles).values({ tenantId, name, permissions }).returning())[0]!;

export const updateRoleIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  name: string,
  permissions: string[],
) =>
  (
    await tx
      .update(roles)
      .set({ name, permissions, version: sql`${roles.version} + 1`, updatedAt: new Date() })
      .where(and(eq(roles.id, id), eq(roles.version, version)))
      .returning()
  )[0];

export const countRoleMembers = async (tx: Tx, roleId: number) =>
  (await tx.select({ value: count() }).from(memberships).where(eq(memberships.roleId, roleId)))[0]?.value ??
  0;

export const deleteRoleById = (tx: Tx, id: number) => tx.delete(roles).where(eq(roles.id, id));
