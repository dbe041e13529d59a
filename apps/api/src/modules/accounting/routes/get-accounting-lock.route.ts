import { getAccountingLock } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getAccountingLock as lockOf } from '../period-lock.service.ts';

export const getAccountingLockRoute = defineRoute(getAccountingLock, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => lockOf(tx)),
);
