import { inviteProfile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { hashPassword } from '../../../core/auth/passwords.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { sendInvitationMail } from '../invitation-mail.ts';
import { inviteToTenant } from '../invite-to-tenant.service.ts';

export const inviteProfileRoute = defineRoute(inviteProfile, async ({ body, auth, deps }) => {
  const { initial_password, ...invite } = body;
  // Hashed for every invite, needed or not: argon2id's tens of milliseconds must not tell the
  // admin whether the address already had an account. Outside the transaction, to keep it short.
  const passwordHash = await hashPassword(initial_password);
  const { invitation, mail } = await withTenant(deps.db, auth.tenantId, (tx) =>
    inviteToTenant(deps, tx, actorOf(auth), invite, passwordHash),
  );
  sendInvitationMail(deps, mail);
  return invitation;
});
