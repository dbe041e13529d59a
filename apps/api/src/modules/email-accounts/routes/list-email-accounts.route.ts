import { listEmailAccounts } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listEmailAccounts as listEmailAccountsService } from '../email-accounts.service.ts';

export const listEmailAccountsRoute = defineRoute(listEmailAccounts, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, listEmailAccountsService),
}));
