import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invitations, roles, tenants } from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

const isOpen = and(
  isNull(invitations.acceptedAt),
  isNull(invitations.declinedAt),
  isNull(invitations.revokedAt),
);

/** Undefined when a parallel invite of the same address got its open invitation in first. */
export const insertInvitation = async (tx: Tx, values: typeof invitations.$inferInsert) =>
  (await tx.insert(invitations).values(values).onConflictDoNothing().returning())[0];

/** The tenant's open invitations with their role, oldest first (expired ones included). */
export const listOpenInvitations = (tx: Tx) =>
  tx
    .select({ invitation: invitations, role: { id: roles.id, name: roles.name } })
    .from(invitations)
    .innerJoin(roles, and(eq(roles.tenantId, invitations.tenantId), eq(roles.id, invitations.roleId)))
    .where(isOpen)
    .orderBy(asc(invitations.createdAt), asc(invitations.id));

export const findOpenInvitationByEmail = async (tx: Tx, email: string) =>
  (
    await tx
      .select()
      .from(invitations)
      .where(and(isOpen, sql`lower(${invitations.email}) = lower(${email})`))
      .for('update')
  )[0];

/** Locks the row: accepting, declining and revoking at once cannot all succeed. */
export const findInvitationByIdForUpdate = async (tx: Tx, id: string) =>
  (await tx.select().from(invitations).where(eq(invitations.id, id)).for('update'))[0];

export const markInvitation = (tx: Tx, id: string, answer: 'acceptedAt' | 'declinedAt' | 'revokedAt') =>
  tx
    .update(invitations)
    .set({ [answer]: new Date() })
    .where(eq(invitations.id, id));

export interface OpenInvitationOfPerson {
  tenantId: number;
  id: string;
  tenantName: string;
  roleName: string;
  expiresAt: Date;
  newAccount: boolean;
}

/** Open, unexpired invitations to an address in every tenant (SECURITY DEFINER look-up). */
export async function findOpenInvitationsOfEmail(tx: Tx, email: string): Promise<OpenInvitationOfPerson[]> {
  const rows = await queryRows<{
    tenant_id: number;
    id: string;
    tenant_name: string;
    role_name: string;
    expires_at: string | Date;
    new_account: boolean;
  }>(tx, sql`select * from kontor_open_invitations(${email})`);
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    id: r.id,
    tenantName: r.tenant_name,
    roleName: r.role_name,
    expiresAt: new Date(r.expires_at),
    newAccount: r.new_account,
  }));
}

/** Which tenant a mail link's token belongs to (SECURITY DEFINER look-up); state is checked there. */
export const findInvitationTenantByToken = async (tx: Tx, tokenHash: string) =>
  (
    await queryRows<{ tenant_id: number; id: string }>(
      tx,
      sql`select tenant_id, id from kontor_invitation_by_token(${tokenHash})`,
    )
  ).map((r) => ({ tenantId: r.tenant_id, id: r.id }))[0];

/** Name of the tenant the transaction is bound to (RLS shows only that one). */
export const findActiveTenantName = async (tx: Tx) =>
  (await tx.select({ name: tenants.name }).from(tenants))[0]?.name ?? '';
