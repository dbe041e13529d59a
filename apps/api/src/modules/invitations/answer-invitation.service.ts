import type { MyInvitation } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findUserByEmail } from '../../core/auth/users.repository.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant, withoutTenant } from '../../db/with-tenant.ts';
import { findProfileByUserId, insertProfile } from '../profiles/index.ts';
import { findMembershipByUserId, findRoleById, insertMembership } from '../roles/index.ts';
import { INVITATION_ENTITY } from './invite-to-tenant.service.ts';
import { hashInvitationToken } from './invitation-token.ts';
import {
  findActiveTenantName,
  findInvitationByIdForUpdate,
  findInvitationTenantByToken,
  findOpenInvitationsOfEmail,
  markInvitation,
  type InvitationRow,
} from './invitations.repository.ts';

interface Person {
  id: number;
  email: string;
}

const INVALID_LINK = 'Die Einladung ist ungültig, abgelaufen oder wurde bereits beantwortet.';
const invalidLink = () => badRequest(INVALID_LINK, { token: INVALID_LINK });
const invitationNotFound = () => notFound('Die Einladung wurde nicht gefunden.');

const isAnswerable = (row: InvitationRow | undefined, person: Person | undefined): row is InvitationRow =>
  !!row &&
  !!person &&
  row.acceptedAt === null &&
  row.declinedAt === null &&
  row.revokedAt === null &&
  row.expiresAt > new Date() &&
  row.email.toLowerCase() === person.email.toLowerCase();

/** Membership, profile and history in the inviting tenant, in the caller's transaction. */
async function join(tx: Tx, invitation: InvitationRow, person: Person) {
  const actor = { tenantId: invitation.tenantId, userId: person.id };
  const role = (await findRoleById(tx, invitation.roleId))!;
  if (!(await findMembershipByUserId(tx, person.id))) {
    await insertMembership(tx, invitation.tenantId, person.id, role.id);
  }
  const profile =
    (await findProfileByUserId(tx, person.id)) ??
    (await insertProfile(tx, invitation.tenantId, person.id, person.email, {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      position: invitation.position,
      phone: invitation.phone,
      personnelNumber: invitation.personnelNumber,
    }))!;
  await markInvitation(tx, invitation.id, 'acceptedAt');
  await recordHistory(tx, actor, {
    entity: INVITATION_ENTITY,
    entityId: invitation.id,
    action: 'accepted',
  });
  await recordHistory(tx, actor, {
    entity: 'profile',
    entityId: profile.id,
    action: 'joined',
    changes: {
      email: { from: null, to: person.email },
      first_name: { from: null, to: profile.firstName },
      last_name: { from: null, to: profile.lastName },
      role: { from: null, to: role.name },
    },
  });
}

async function decline(tx: Tx, invitation: InvitationRow, person: Person) {
  await markInvitation(tx, invitation.id, 'declinedAt');
  await recordHistory(
    tx,
    { tenantId: invitation.tenantId, userId: person.id },
    { entity: INVITATION_ENTITY, entityId: invitation.id, action: 'declined' },
  );
}

/** Open invitations to the signed-in person's address, in every tenant. */
export const listMyInvitations = async (deps: AppDeps, email: string): Promise<MyInvitation[]> =>
  (await withoutTenant(deps.db, (tx) => findOpenInvitationsOfEmail(tx, email))).map((i) => ({
    id: i.id,
    tenant_id: i.tenantId,
    tenant_name: i.tenantName,
    role_name: i.roleName,
    expires_at: i.expiresAt.toISOString(),
  }));

/** Answers one of the signed-in person's invitations (from the notice after sign-in). */
export async function answerMyInvitation(
  deps: AppDeps,
  person: Person,
  id: string,
  answer: 'accept' | 'decline',
): Promise<{ tenant_id: number; tenant_name: string }> {
  const mine = (await listMyInvitations(deps, person.email)).find((i) => i.id === id);
  if (!mine) throw invitationNotFound();
  await withTenant(deps.db, mine.tenant_id, async (tx) => {
    const row = await findInvitationByIdForUpdate(tx, id);
    if (!isAnswerable(row, person)) throw invitationNotFound();
    await (answer === 'accept' ? join(tx, row, person) : decline(tx, row, person));
  });
  return { tenant_id: mine.tenant_id, tenant_name: mine.tenant_name };
}

/**
 * Answers with the mail link. Holding the link proves access to the mailbox, which is what a
 * password reset trusts too; the account is the one of the invited address. Single use.
 */
export async function answerInvitationByLink(deps: AppDeps, token: string, answer: 'accept' | 'decline') {
  const found = await withoutTenant(deps.db, (tx) =>
    findInvitationTenantByToken(tx, hashInvitationToken(token)),
  );
  if (!found) throw invalidLink();
  return withTenant(deps.db, found.tenantId, async (tx) => {
    const row = await findInvitationByIdForUpdate(tx, found.id);
    const person = row && (await findUserByEmail(tx, row.email));
    if (!isAnswerable(row, person)) throw invalidLink();
    await (answer === 'accept' ? join(tx, row, person!) : decline(tx, row, person!));
    return { tenant_name: await findActiveTenantName(tx) };
  });
}

/**
 * At sign-in: the invitations an account was created for are accepted by signing in with the
 * initial password the inviter handed over (the flow new people had before invitations).
 */
export async function acceptInvitationsOfNewAccount(deps: AppDeps, person: Person) {
  const own = (await withoutTenant(deps.db, (tx) => findOpenInvitationsOfEmail(tx, person.email))).filter(
    (i) => i.newAccount,
  );
  for (const invitation of own) {
    await withTenant(deps.db, invitation.tenantId, async (tx) => {
      const row = await findInvitationByIdForUpdate(tx, invitation.id);
      if (isAnswerable(row, person)) await join(tx, row, person);
    });
  }
}
