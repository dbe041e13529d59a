import { deleteEmailAccount } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { deleteEmailAccount as deleteEmailAccountService } from '../email-accounts.service.ts';

export const deleteEmailAccountRoute = defineRoute(deleteEmailAccount, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => deleteEmailAccountService(tx, actorOf(auth), params.id)),
);
