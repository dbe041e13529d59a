import { listNumberRanges } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listNumberRanges as listNumberRangesService } from '../number-ranges.service.ts';

export const listNumberRangesRoute = defineRoute(listNumberRanges, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => listNumberRangesService(tx)),
}));
