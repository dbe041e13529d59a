import { listDunningNotices } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listDunningNotices as listDunningNoticesService } from '../dunning-notices.service.ts';

export const listDunningNoticesRoute = defineRoute(listDunningNotices, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => listDunningNoticesService(tx, params.id)),
);
