import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { profiles } from '../../db/schema/index.ts';

const fullName = sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`;

/** Every profile of the tenant as id + "Vorname Nachname", sorted like the profile list. */
export const listProfileOptions = (tx: Tx, tenantId: number) =>
  tx
    .select({ id: profiles.id, name: fullName })
    .from(profiles)
    .where(eq(profiles.tenantId, tenantId))
    .orderBy(sql`lower(${profiles.lastName})`, sql`lower(${profiles.firstName})`, asc(profiles.id));

/** Names of the given profiles of the tenant; unknown ids are left out. */
export const findProfileNames = (tx: Tx, tenantId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: profiles.id, name: fullName })
        .from(profiles)
        .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...ids])));
