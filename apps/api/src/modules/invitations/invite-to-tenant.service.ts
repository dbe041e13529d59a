import type { Invitation, ZInviteProfileInput } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { findUserByEmail, findUserById } from '../../core/auth/users.repository.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { MailMessage } from '../../core/mail/mailer.ts';
import type { Tx } from '../../db/database.ts';
import type { FieldChanges } from '../../db/schema/index.ts';
import { insertUser } from '../profiles/index.ts';
import { findMembershipByUserId, findRoleById } from '../roles/index.ts';
import { invitationMail } from './invitation-mail.ts';
import { toInvitation } from './invitation-mapper.ts';
import { hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from './invitation-token.ts';
import {
  findActiveTenantName,
  findOpenInvitationByEmail,
  insertInvitation,
  markInvitation,
} from './invitations.repository.ts';

/** The invite without the plain password: the route hashes it before the transaction opens. */
export type InviteInput = Omit<z.output<typeof ZInviteProfileInput>, 'initial_password'>;

/** History and realtime name of invitations. */
export const INVITATION_ENTITY = 'invitation';

const ROLE_NOT_IN_TENANT = 'Bitte eine Rolle dieses Mandanten wählen.';

/**
 * Invites a person into the tenant. Nobody is added silently: the person accepts (mail link or
 * the notice after sign-in). An address without an account gets one with the initial password
 * (to be changed at the first sign-in, which also accepts this invitation). The answer, the
 * history item and the work done look the same either way, so the admin cannot tell whether the
 * address had an account; the route hashes the password in both cases and sends the mail later.
 */
export async function inviteToTenant(
  deps: Pick<AppDeps, 'config'>,
  tx: Tx,
  actor: Actor,
  input: InviteInput,
  passwordHash: string,
): Promise<{ invitation: Invitation; mail: MailMessage }> {
  const role = await findRoleById(tx, input.role_id);
  if (!role) throw badRequest(ROLE_NOT_IN_TENANT, { role_id: ROLE_NOT_IN_TENANT });
  const existing = await findUserByEmail(tx, input.email);
  // Membership in this tenant is no secret to its admin: the profile list shows it.
  if (existing && (await findMembershipByUserId(tx, existing.id))) {
    throw conflict('Diese Person gehört bereits zu diesem Mandanten.');
  }
  const alreadyInvited = () => conflict('Für diese E-Mail-Adresse gibt es bereits eine offene Einladung.');
  const open = await findOpenInvitationByEmail(tx, input.email);
  if (open && open.expiresAt > new Date()) throw alreadyInvited();
  // An expired one is replaced: only one open invitation per address and tenant.
  if (open) await markInvitation(tx, open.id, 'revokedAt');

  const user =
    existing ??
    (await insertUser(tx, {
      email: input.email,
      name: `${input.first_name} ${input.last_name}`,
      passwordHash,
      mustChangePassword: true,
    }));
  // Only a parallel invite of the same new address gets here without a user.
  if (!user) throw conflict('Diese E-Mail-Adresse wurde gerade eingeladen. Bitte laden Sie die Liste neu.');

  const token = newInvitationToken();
  const row = await insertInvitation(tx, {
    tenantId: actor.tenantId,
    // As typed (lower-cased), not as the account spells it: the answer must not differ.
    email: input.email,
    roleId: role.id,
    firstName: input.first_name,
    lastName: input.last_name,
    position: input.position,
    phone: input.phone,
    personnelNumber: input.personnel_number,
    newAccount: !existing,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    invitedBy: actor.userId,
  });
  if (!row) throw alreadyInvited();
  const fields = {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    position: row.position,
    phone: row.phone,
    personnel_number: row.personnelNumber,
    role: role.name,
  };
  const changes: FieldChanges = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null) changes[key] = { from: null, to: value };
  }
  await recordHistory(tx, actor, { entity: INVITATION_ENTITY, entityId: row.id, action: 'invited', changes });

  const inviter = actor.userId === null ? undefined : await findUserById(tx, actor.userId);
  const mail = invitationMail(deps, {
    to: row.email,
    personName: `${row.firstName} ${row.lastName}`,
    tenantName: await findActiveTenantName(tx),
    roleName: role.name,
    inviterName: inviter?.name ?? 'Ihr Administrator',
    token,
    expiresAt: row.expiresAt,
    newAccount: row.newAccount,
  });
  return { invitation: toInvitation(row, { id: role.id, name: role.name }), mail };
}
