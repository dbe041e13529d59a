import { getEmailAccount } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getEmailAccount as getEmailAccountService } from '../email-accounts.service.ts';

export const getEmailAccountRoute = defineRoute(getEmailAccount, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getEmailAccountService(tx, params.id)),
);
