import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { memberships } from '../../db/schema/index.ts';

// A membership is a user's role in the tenant; the roles module owns both tables.

export const findMembershipByUserId = async (tx: Tx, userId: number) =>
  (await tx.select().from(memberships).where(eq(memberships.userId, userId)))[0];

/** Undefined when the user became a member in the meantime (unique per tenant and user). */
export const insertMembership = async (tx: Tx, tenantId: number, userId: number, roleId: number) =>
  (await tx.insert(memberships).values({ tenantId, userId, roleId }).onConflictDoNothing().returning())[0];

export const updateMembershipRole = (tx: Tx, membershipId: number, roleId: number) =>
  tx.update(memberships).set({ roleId }).where(eq(memberships.id, membershipId));
