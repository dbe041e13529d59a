import { defaultRoles } from '@kontor/contracts';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { memberships, profiles, roles, tenantSettings, tenants, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Creates a tenant with its company data and the four default roles. Runs as the schema owner
 * (like a migration): requests can never create tenants. FORCE RLS applies to a non-superuser
 * owner too, so the new tenant id is set before inserting.
 */
export async function provisionTenant(
  db: AppDb,
  input: { name: string; settings?: Partial<typeof tenantSettings.$inferInsert> },
) {
  return db.transaction(async (tx) => {
    const [next] = await queryRows<{ id: string }>(
      tx as Tx,
      sql`select nextval(pg_get_serial_sequence('tenants', 'id')) as id`,
    );
    const tenantId = Number(next!.id);
    await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    await tx.insert(tenants).values({ id: tenantId, name: input.name });
    await tx.insert(tenantSettings).values({ companyName: input.name, ...input.settings, tenantId });
    const created = await tx
      .insert(roles)
      .values(
        defaultRoles.map((r) => ({
          tenantId,
          name: r.name,
          permissions: [...r.permissions],
          isSystem: true,
        })),
      )
      .returning({ id: roles.id, name: roles.name });
    await recordHistory(
      tx as Tx,
      { tenantId, userId: null },
      { entity: 'tenant', entityId: tenantId, action: 'created', broadcast: false },
    );
    return {
      tenantId,
      roleIds: Object.fromEntries(created.map((r) => [r.name, r.id])) as Record<string, number>,
    };
  });
}

export interface NewMember {
  email: string;
  name: string;
  password: string;
  mustChangePassword?: boolean;
}

/** The profile a new member starts with; working-time fields may follow later. */
export type MemberProfile = Pick<
  typeof profiles.$inferInsert,
  'firstName' | 'lastName' | 'position' | 'federalState' | 'weeklyHours' | 'vacationDaysPerYear'
>;

/** Finds or creates the user and makes them a member of the tenant with a profile. */
export async function addMember(
  db: AppDb,
  tenantId: number,
  roleId: number,
  member: NewMember,
  profile: MemberProfile,
) {
  const passwordHash = await hashPassword(member.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${member.email})`);
    const user =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: member.email.toLowerCase(),
            name: member.name,
            passwordHash,
            mustChangePassword: member.mustChangePassword ?? false,
          })
          .returning()
      )[0]!;
    await tx.insert(memberships).values({ tenantId, userId: user.id, roleId });
    await tx.insert(profiles).values({ tenantId, userId: user.id, email: user.email, ...profile });
    return user;
  });
}
