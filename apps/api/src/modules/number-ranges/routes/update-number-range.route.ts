import { updateNumberRange } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateNumberRange as updateNumberRangeService } from '../number-ranges.service.ts';

export const updateNumberRangeRoute = defineRoute(updateNumberRange, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateNumberRangeService(tx, actorOf(auth), params.key, body)),
);
