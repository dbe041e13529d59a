import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { germanSortKey } from '../../db/german-sort.ts';

const fullName = sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`;

/** Every profile of the tenant as id + "Vorname Nachname", sorted like the profile list. */
export const listProfileOptions = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: profiles.id, name: fullName })
    .from(profiles)
    .where(eq(profiles.tenantId, tenantId))
    .orderBy(germanSortKey(profiles.lastName), germanSortKey(profiles.firstName), asc(profiles.id));

/** "Vorname Nachname" of the user's profile in this tenant (Ansprechpartner, {{benutzer.name}}). */
export const findProfileNameOfUser = async (tx: Tx, tenantId: number, userId: number) =>
  (
    await tx
      .select({ name: fullName })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
      .limit(1)
  )[0]?.name ?? null;

/**
 * A correlated subquery other areas' lists sort by: "nachname vorname" (lower case) of the
 * profile `id` in tenant `tenantId` — both SQL expressions of the outer query.
 */
export const profileSortName = (tenantId: SQL, id: SQL): SQL =>
  sql`(select kontor_sort_key(p.last_name || ' ' || p.first_name) from ${profiles} p where p.tenant_id = ${tenantId} and p.id = ${id})`;

/** Names of the given profiles of the tenant; unknown ids are left out. */
export const findProfileNames = (tx: Tx, tenantId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: profiles.id, name: fullName })
        .from(profiles)
        .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...ids])));

/** Where to mail the given profiles: the account's address, else the profile's own. */
export const findProfileMailAddresses = async (tx: Tx, tenantId: number, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await tx
          .select({
            id: profiles.id,
            name: fullName,
            email: sql<string | null>`coalesce(${users.email}, ${profiles.email})`,
          })
          .from(profiles)
          .leftJoin(users, eq(users.id, profiles.userId))
          .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...ids])))
      ).filter((row): row is { id: number; name: string; email: string } => row.email !== null);
