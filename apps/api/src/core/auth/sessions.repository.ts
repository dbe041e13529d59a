import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { effectivePermissions } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { mfaFactors, sessions, users, type AmrEntry } from '../../db/schema/index.ts';

type MembershipRow = { tenant_id: number; tenant_name: string; role_name: string; permissions: string[] };

export interface Membership {
  tenantId: number;
  tenantName: string;
  roleName: string;
  permissions: string[];
}

/** A user's tenants via the SECURITY DEFINER look-up (the only cross-tenant read), ascending by id. */
export async function listMemberships(tx: Tx, userId: number): Promise<Membership[]> {
  const rows = await queryRows<{
    tenant_id: number;
    tenant_name: string;
    role_name: string;
    permissions: string[];
  }>(tx, sql`select tenant_id, tenant_name, role_name, permissions from kontor_user_memberships(${userId})`);
  return rows.map(toMembership);
}

const toMembership = (r: MembershipRow): Membership => ({
  tenantId: r.tenant_id,
  tenantName: r.tenant_name,
  roleName: r.role_name,
  permissions: effectivePermissions(r.role_name, r.permissions),
});

export async function createSession(
  tx: Tx,
  values: {
    userId: number;
    tenantId: number;
    amr: AmrEntry[];
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
) {
  const [row] = await tx
    .insert(sessions)
    .values({
      userId: values.userId,
      activeTenantId: values.tenantId,
      amr: values.amr,
      userAgent: values.userAgent?.slice(0, 500),
      ip: values.ip,
    })
    .returning();
  return row!;
}

/** The tenant the user worked in last, to open the next sign-in there. */
export const findLastActiveTenant = async (tx: Tx, userId: number) =>
  (
    await tx
      .select({ tenantId: sessions.activeTenantId })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(1)
  )[0]?.tenantId;

/** Everything a request needs about its session, user, factors and tenants in one round trip. */
export async function findSessionContext(tx: Tx, sessionId: string, userId: number) {
  const [row] = await tx
    .select({
      session: sessions,
      mustChangePassword: users.mustChangePassword,
      hasVerifiedFactor: sql<boolean>`exists (select 1 from ${mfaFactors} f where f.user_id = ${users.id} and f.status = 'verified')`,
      memberships: sql<
        MembershipRow[]
      >`(select coalesce(json_agg(m order by m.tenant_id), '[]'::json) from kontor_user_memberships(${userId}) m)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row && { ...row, memberships: row.memberships.map(toMembership) };
}

export const touchSession = (tx: Tx, sessionId: string, tenantId: number) =>
  tx
    .update(sessions)
    .set({ lastSeenAt: new Date(), activeTenantId: tenantId })
    .where(eq(sessions.id, sessionId));

export const elevateSession = async (tx: Tx, sessionId: string, amr: AmrEntry[]) =>
  (await tx.update(sessions).set({ aal: 'aal2', amr }).where(eq(sessions.id, sessionId)).returning())[0]!;

export const revokeSession = (tx: Tx, sessionId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });

/** Ends every other session of the user (password change); returns the ended ids. */
export const revokeOtherSessions = (tx: Tx, userId: number, keepSessionId: string | null) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });

/** What the session check of a request reads (cached per process by session-cache.ts). */
export type SessionContext = NonNullable<Awaited<ReturnType<typeof findSessionContext>>>;
