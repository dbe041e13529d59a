import type { Permission } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findProfileByUserId, findWorkingTimeProfile } from '../profiles/index.ts';

/** Working times of other people, and closing months. Own records need only read/write. */
export const MANAGE_WORKING_TIMES: Permission = 'workingTimes.manage';

export const ACCESS_MESSAGES = {
  others: 'Arbeitszeiten anderer Mitarbeiter darf nur sehen und ändern, wer Arbeitszeiten verwalten darf.',
  noProfile: 'Ihrem Benutzerkonto ist in diesem Mandanten kein Mitarbeiter zugeordnet.',
  profileNotFound: 'Mitarbeiter nicht gefunden.',
} as const;

export const mayManage = (writer: Writer) => writer.permissions.includes(MANAGE_WORKING_TIMES);

/** The caller's own profile id in the tenant, or undefined (system actor, no profile). */
export const ownProfileId = async (tx: Tx, writer: Writer) =>
  writer.userId === null ? undefined : (await findProfileByUserId(tx, writer.userId))?.id;

/**
 * The person whose working times the caller asks for: their own always (with the route's
 * permission), anyone else's only with `workingTimes.manage`. Unknown ids are a 400 on the field,
 * like every reference; someone else's id without `manage` is a 403 (whether it exists or not).
 */
export async function personFor(tx: Tx, writer: Writer, profileId: number | undefined) {
  const own = await ownProfileId(tx, writer);
  const id = profileId ?? own;
  if (id === undefined)
    throw badRequest(ACCESS_MESSAGES.noProfile, { profile_id: ACCESS_MESSAGES.noProfile });
  if (id !== own && !mayManage(writer)) throw forbidden(ACCESS_MESSAGES.others);
  const profile = await findWorkingTimeProfile(tx, id);
  if (!profile)
    throw badRequest(ACCESS_MESSAGES.profileNotFound, { profile_id: ACCESS_MESSAGES.profileNotFound });
  return profile;
}
