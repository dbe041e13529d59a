import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { memberships, profiles, roles, users } from '../../db/schema/index.ts';
import { germanSortKey } from '../../db/german-sort.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileView {
  profile: ProfileRow;
  user: { id: number; email: string; mustChangePassword: boolean } | null;
  role: { id: number; name: string } | null;
}

// RLS already confines memberships and roles to the tenant; the tenant_id conditions keep the
// joins correct on their own and let PostgreSQL use the composite keys.
const selectProfileViews = (tx: Tx) =>
  tx
    .select({
      profile: profiles,
      user: { id: users.id, email: users.email, mustChangePassword: users.mustChangePassword },
      role: { id: roles.id, name: roles.name },
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.tenantId, profiles.tenantId), eq(memberships.userId, profiles.userId)),
    )
    .leftJoin(roles, and(eq(roles.tenantId, memberships.tenantId), eq(roles.id, memberships.roleId)));

// A user's `%` or `_` is meant literally; backslash is PostgreSQL's default LIKE escape.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listProfileViews = (tx: Tx, search?: string): Promise<ProfileView[]> => {
  const pattern = search ? containsPattern(search) : undefined;
  return selectProfileViews(tx)
    .where(
      pattern
        ? or(
            ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
            ilike(sql`${profiles.lastName} || ', ' || ${profiles.firstName}`, pattern),
            ilike(profiles.email, pattern),
            ilike(users.email, pattern),
          )
        : undefined,
    )
    .orderBy(germanSortKey(profiles.lastName), germanSortKey(profiles.firstName), asc(profiles.id));
};

export const findProfileViewById = async (tx: Tx, id: number): Promise<ProfileView | undefined> =>
  (await selectProfileViews(tx).where(eq(profiles.id, id)))[0];

export const findProfileByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(profiles).where(eq(profiles.id, id)).for('update'))[0];

export const findProfileByUserId = async (tx: Tx, userId: number) =>
  (await tx.select().from(profiles).where(eq(profiles.userId, userId)))[0];

/** Inserts the account; undefined when the e-mail was taken in the meantime (unique index). */
export const insertUser = async (
  tx: Tx,
  values: { email: string; name: string; passwordHash: string; mustChangePassword: boolean },
) => (await tx.insert(users).values(values).onConflictDoNothing().returning())[0];

export type ProfileValues = Pick<
  typeof profiles.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'position'
  | 'phone'
  | 'personnelNumber'
  | 'federalState'
  | 'holidayMunicipality'
  | 'weeklyHours'
  | 'workDays'
  | 'vacationDaysPerYear'
>;

/** Undefined when the user got a profile in this tenant in the meantime. */
export const insertProfile = async (
  tx: Tx,
  tenantId: number,
  userId: number,
  email: string,
  values: ProfileValues,
) =>
  (
    await tx
      .insert(profiles)
      .values({ tenantId, userId, email, ...values })
      .onConflictDoNothing()
      .returning()
  )[0];

export const updateProfileIfVersion = async (tx: Tx, id: number, version: number, values: ProfileValues) =>
  (
    await tx
      .update(profiles)
      .set({ ...values, version: sql`${profiles.version} + 1`, updatedAt: new Date() })
      .where(and(eq(profiles.id, id), eq(profiles.version, version)))
      .returning()
  )[0];

/** What the working-time area needs of a person: name, account and the evaluation settings. */
export const findWorkingTimeProfile = async (tx: Tx, id: number) =>
  (
    await tx
      .select({
        id: profiles.id,
        userId: profiles.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        personnelNumber: profiles.personnelNumber,
        federalState: profiles.federalState,
        holidayMunicipality: profiles.holidayMunicipality,
        weeklyHours: profiles.weeklyHours,
        workDays: profiles.workDays,
        vacationDaysPerYear: profiles.vacationDaysPerYear,
      })
      .from(profiles)
      .where(eq(profiles.id, id))
  )[0];
export type WorkingTimeProfile = NonNullable<Awaited<ReturnType<typeof findWorkingTimeProfile>>>;
