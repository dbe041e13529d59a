import { lockAccountingPeriod } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { lockAccountingPeriod as lockPeriod } from '../period-lock.service.ts';
import { berlinToday } from '../../../core/berlin-time.ts';

/** Today in Germany: a month is over at midnight in Berlin. */

export const lockAccountingPeriodRoute = defineRoute(lockAccountingPeriod, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => lockPeriod(tx, actorOf(auth), body.month, berlinToday())),
);
