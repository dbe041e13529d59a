import { updateEmailAccount } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateEmailAccount as updateEmailAccountService } from '../email-accounts.service.ts';

export const updateEmailAccountRoute = defineRoute(updateEmailAccount, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    updateEmailAccountService(deps, tx, actorOf(auth), params.id, body),
  ),
);
