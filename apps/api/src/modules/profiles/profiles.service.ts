import type { ProfileRecord, ZUpdateProfileInput } from '@kontor/contracts';
import { holidayLocationProblem, type Bundesland, type MunicipalityHolidayRule } from '@kontor/working-times';
import type { z } from 'zod';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import {
  countRoleMembers,
  findMembershipByUserId,
  findRoleById,
  findSystemRoleForUpdate,
  updateMembershipRole,
} from '../roles/index.ts';
import {
  findProfileByIdForUpdate,
  findProfileViewById,
  listProfileViews,
  updateProfileIfVersion,
  type ProfileValues,
  type ProfileView,
} from './profiles.repository.ts';

export type UpdateInput = z.output<typeof ZUpdateProfileInput>;

// The system role every tenant starts with; a tenant without one could not manage itself.
const ADMINISTRATOR = 'Administrator';

const ROLE_NOT_IN_TENANT = 'Bitte eine Rolle dieses Mandanten wählen.';
const profileNotFound = () => notFound('Der Mitarbeiter wurde nicht gefunden.');
const roleNotInTenant = () => badRequest(ROLE_NOT_IN_TENANT, { role_id: ROLE_NOT_IN_TENANT });

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const decimalOrNull = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

const toProfileRecord = ({ profile, user, role }: ProfileView): ProfileRecord => ({
  id: profile.id,
  first_name: profile.firstName,
  last_name: profile.lastName,
  email: profile.email,
  phone: profile.phone,
  position: profile.position,
  personnel_number: profile.personnelNumber,
  federal_state: profile.federalState,
  holiday_municipality: profile.holidayMunicipality,
  weekly_hours: numberOrNull(profile.weeklyHours),
  work_days: profile.workDays,
  vacation_days_per_year: numberOrNull(profile.vacationDaysPerYear),
  user: user && { id: user.id, email: user.email, must_change_password: user.mustChangePassword },
  role,
  version: profile.version,
  created_at: profile.createdAt.toISOString(),
});

// Working-time fields left out of the input stay undefined, which the update leaves unchanged.
const toValues = (input: Omit<UpdateInput, 'role_id' | 'version'>): ProfileValues => ({
  firstName: input.first_name,
  lastName: input.last_name,
  position: input.position,
  phone: input.phone,
  personnelNumber: input.personnel_number,
  federalState: input.federal_state,
  holidayMunicipality: input.holiday_municipality,
  weeklyHours: decimalOrNull(input.weekly_hours),
  workDays: input.work_days,
  vacationDaysPerYear: decimalOrNull(input.vacation_days_per_year),
});

/** The municipal holiday rule must belong to the Bundesland (after merging with what is stored). */
function assertHolidayLocation(
  before: { federalState: string | null; holidayMunicipality: string | null },
  values: ProfileValues,
) {
  const state = values.federalState === undefined ? before.federalState : values.federalState;
  const municipality =
    values.holidayMunicipality === undefined ? before.holidayMunicipality : values.holidayMunicipality;
  if (!municipality) return;
  const problem = state
    ? holidayLocationProblem({
        state: state as Bundesland,
        municipality: municipality as MunicipalityHolidayRule,
      })
    : 'Eine Feiertagsregel für Gemeinden braucht ein Bundesland.';
  if (problem) throw badRequest(problem, { holiday_municipality: problem });
}

// History speaks the API's field names, so the timeline matches what the form showed.
const historyFields = (values: ProfileValues, before?: ProfileValues) => {
  const kept = <K extends keyof ProfileValues>(key: K) =>
    values[key] === undefined ? (before?.[key] ?? null) : (values[key] ?? null);
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    position: values.position ?? null,
    phone: values.phone ?? null,
    personnel_number: values.personnelNumber ?? null,
    federal_state: kept('federalState'),
    holiday_municipality: kept('holidayMunicipality'),
    weekly_hours: kept('weeklyHours') === null ? null : Number(kept('weeklyHours')),
    work_days: (kept('workDays') as number[] | null)?.join(',') ?? null,
    vacation_days_per_year: kept('vacationDaysPerYear') === null ? null : Number(kept('vacationDaysPerYear')),
  };
};

export const listProfiles = async (tx: Tx, search?: string) =>
  (await listProfileViews(tx, search || undefined)).map(toProfileRecord);

export async function getProfile(tx: Tx, id: number) {
  const view = await findProfileViewById(tx, id);
  if (!view) throw profileNotFound();
  return toProfileRecord(view);
}

/** Refuses to move the last member with the Administrator role to another role. */
async function ensureAdministratorRemains(tx: Tx, fromRoleId: number) {
  const administrator = await findSystemRoleForUpdate(tx, ADMINISTRATOR);
  if (administrator?.id !== fromRoleId) return;
  if ((await countRoleMembers(tx, administrator.id)) <= 1) {
    throw conflict('Mindestens eine Person muss Administrator bleiben.');
  }
}

/** Saves the profile and the person's role; a stale version (someone saved in between) changes nothing. */
export async function updateProfile(tx: Tx, actor: Actor, id: number, input: UpdateInput) {
  const before = await findProfileByIdForUpdate(tx, id);
  if (!before) throw profileNotFound();
  const stale = () =>
    conflict(
      'Der Mitarbeiter wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
  if (before.version !== input.version) throw stale();

  const membership = before.userId ? await findMembershipByUserId(tx, before.userId) : undefined;
  let roleChange: { from: string; to: string } | undefined;
  if (!membership) {
    if (input.role_id !== null) {
      const message = 'Ohne Benutzerkonto kann keine Rolle zugewiesen werden.';
      throw badRequest(message, { role_id: message });
    }
  } else if (input.role_id === null) {
    throw badRequest('Bitte eine Rolle wählen.', { role_id: 'Bitte eine Rolle wählen.' });
  } else if (input.role_id !== membership.roleId) {
    const role = await findRoleById(tx, input.role_id);
    if (!role) throw roleNotInTenant();
    await ensureAdministratorRemains(tx, membership.roleId);
    const previous = await findRoleById(tx, membership.roleId);
    await updateMembershipRole(tx, membership.id, role.id);
    roleChange = { from: previous?.name ?? '', to: role.name };
  }

  const values = toValues(input);
  assertHolidayLocation(before, values);
  if (!(await updateProfileIfVersion(tx, id, input.version, values))) throw stale();
  const changes = diffFields(historyFields(before), historyFields(values, before));
  if (roleChange) changes['role'] = roleChange;
  // A save without any difference is no change to the record, so it leaves no history item.
  if (Object.keys(changes).length > 0) {
    await recordHistory(tx, actor, { entity: 'profile', entityId: id, action: 'updated', changes });
  }
  return getProfile(tx, id);
}
