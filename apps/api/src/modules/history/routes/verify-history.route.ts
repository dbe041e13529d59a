import { verifyHistory } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { checkHistoryChain } from '../history.service.ts';

export const verifyHistoryRoute = defineRoute(verifyHistory, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => checkHistoryChain(tx, auth.tenantId)),
);
