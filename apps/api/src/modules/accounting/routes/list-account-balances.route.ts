import { listAccountBalances } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listAccountBalances as listBalances } from '../account-balances.service.ts';

export const listAccountBalancesRoute = defineRoute(listAccountBalances, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => listBalances(tx, query)),
);
