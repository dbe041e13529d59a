import type { Permission } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findProfileByUserId, findProfileNames } from '../profiles/index.ts';

/** Everyone's entries, approving and invoicing. Own entries need only read/write. */
export const APPROVE_TIMES: Permission = 'times.approve';

export const mayApprove = (writer: Writer) => writer.permissions.includes(APPROVE_TIMES);

const NO_PROFILE = 'Ihrem Benutzerkonto ist in diesem Mandanten kein Mitarbeiter zugeordnet.';
const OTHERS = 'Zeiten anderer Mitarbeiter darf nur sehen und ändern, wer Zeiten freigeben darf.';
const PROFILE_NOT_FOUND = 'Mitarbeiter nicht gefunden.';

/** The caller's own profile id; a 400 when the account has none in this tenant. */
export async function ownProfile(tx: Tx, writer: Writer): Promise<number> {
  const own = writer.userId === null ? undefined : (await findProfileByUserId(tx, writer.userId))?.id;
  if (own === undefined) throw badRequest(NO_PROFILE, { profile_id: NO_PROFILE });
  return own;
}

/** The person whose entries are asked for: oneself, or anyone with `times.approve`. */
export async function personFor(tx: Tx, writer: Writer, profileId: number | undefined): Promise<number> {
  if (profileId === undefined) return ownProfile(tx, writer);
  const own = writer.userId === null ? undefined : (await findProfileByUserId(tx, writer.userId))?.id;
  if (profileId === own) return profileId;
  if (!mayApprove(writer)) throw forbidden(OTHERS);
  const [found] = await findProfileNames(tx, writer.tenantId, [profileId]);
  if (!found) throw badRequest(PROFILE_NOT_FOUND, { profile_id: PROFILE_NOT_FOUND });
  return profileId;
}

/** An entry of someone else is touched only by approvers. */
export async function assertMayTouch(tx: Tx, writer: Writer, profileId: number) {
  if (mayApprove(writer)) return;
  if ((await ownProfile(tx, writer)) !== profileId) throw forbidden(OTHERS);
}
