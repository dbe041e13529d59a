import { inviteProfile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { hashPassword } from '../../../core/auth/passwords.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { inviteProfile as inviteProfileService } from '../profiles.service.ts';

export const inviteProfileRoute = defineRoute(inviteProfile, async ({ body, auth, deps }) => {
  const { initial_password, ...invite } = body;
  // argon2id takes tens of milliseconds; hashing first keeps the transaction (and its connection) short.
  const passwordHash = await hashPassword(initial_password);
  return withTenant(deps.db, auth.tenantId, (tx) =>
    inviteProfileService(tx, actorOf(auth), invite, passwordHash),
  );
});
