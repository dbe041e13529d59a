import { getAccountStatement } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getAccountStatement as statementOf } from '../account-balances.service.ts';

export const getAccountStatementRoute = defineRoute(getAccountStatement, ({ params, query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => statementOf(tx, params.id, query)),
);
