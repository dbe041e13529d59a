import { createEmailAccount } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createEmailAccount as createEmailAccountService } from '../email-accounts.service.ts';

export const createEmailAccountRoute = defineRoute(createEmailAccount, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createEmailAccountService(deps, tx, actorOf(auth), body)),
);
