import type { Invitation } from '@kontor/contracts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { INVITATION_ENTITY } from './invite-to-tenant.service.ts';
import { toInvitation } from './invitation-mapper.ts';
import {
  findInvitationByIdForUpdate,
  listOpenInvitations,
  markInvitation,
} from './invitations.repository.ts';

export const listTenantInvitations = async (tx: Tx): Promise<Invitation[]> => {
  const now = new Date();
  return (await listOpenInvitations(tx)).map(({ invitation, role }) => toInvitation(invitation, role, now));
};

/** Withdraws an open invitation; its mail link stops working. Answered ones are no longer listed. */
export async function revokeTenantInvitation(tx: Tx, actor: Actor, id: string) {
  const row = await findInvitationByIdForUpdate(tx, id);
  if (!row || row.acceptedAt || row.declinedAt || row.revokedAt) {
    throw notFound('Die Einladung wurde nicht gefunden.');
  }
  await markInvitation(tx, id, 'revokedAt');
  await recordHistory(tx, actor, {
    entity: INVITATION_ENTITY,
    entityId: id,
    action: 'revoked',
    changes: { email: { from: row.email, to: null } },
  });
  return { ok: true as const };
}
