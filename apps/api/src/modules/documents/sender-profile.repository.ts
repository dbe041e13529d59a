import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { profiles } from '../../db/schema/index.ts';

/** "Vorname Nachname" of the user's profile in this tenant ({{benutzer.name}} of the e-mail). */
export const findProfileNameOfUser = async (tx: Tx, tenantId: number, userId: number) =>
  (
    await tx
      .select({ name: sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})` })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
      .limit(1)
  )[0]?.name ?? null;
