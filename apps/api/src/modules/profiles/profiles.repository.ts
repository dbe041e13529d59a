import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/database.ts';
import { readAsTenant } from '../../db/with-tenant.ts';
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

export interface UserWithProfile {
  id: number;
  email: string;
  name: string;
  mustChangePassword: boolean;
  language: 'de' | 'en';
  profile: {
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    position: string | null;
  } | null;
}

/**
 * The signed-in person for `/api/me`: the account and, in the tenant, its profile (null if none) —
 * one statement, and with readAsTenant one round trip for settings, statement and commit, instead
 * of a transaction around two statements. Takes the database, as it opens that transaction itself.
 */
export const findUserWithProfile = async (db: AppDb, tenantId: number, userId: number) => {
  const [row] = await readAsTenant<UserWithProfileRow>(
    db,
    tenantId,
    sql`select u.id, u.email, u.name, u.must_change_password, u.language,
               p.id as profile_id, p.first_name, p.last_name, p.email as profile_email, p.position
        from ${users} u left join ${profiles} p on p.user_id = u.id
        where u.id = ${userId}`,
  );
  return row && toUserWithProfile(row);
};

type UserWithProfileRow = {
  id: number;
  email: string;
  name: string;
  must_change_password: boolean;
  language: 'de' | 'en';
  profile_id: number | null;
  first_name: string;
  last_name: string;
  profile_email: string | null;
  position: string | null;
};

const toUserWithProfile = (row: UserWithProfileRow): UserWithProfile => ({
  id: row.id,
  email: row.email,
  name: row.name,
  mustChangePassword: row.must_change_password,
  language: row.language,
  profile:
    row.profile_id === null
      ? null
      : {
          id: row.profile_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.profile_email,
          position: row.position,
        },
});

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
