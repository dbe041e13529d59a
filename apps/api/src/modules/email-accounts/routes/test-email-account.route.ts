import { testEmailAccount } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { testEmailAccount as testEmailAccountService } from '../test-email-account.service.ts';

export const testEmailAccountRoute = defineRoute(testEmailAccount, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => testEmailAccountService(deps, tx, params.id)),
);
