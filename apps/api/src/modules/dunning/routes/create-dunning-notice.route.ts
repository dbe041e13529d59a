import { createDunningNotice } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createDunningNotice as createDunningNoticeService } from '../create-dunning-notice.service.ts';

export const createDunningNoticeRoute = defineRoute(createDunningNotice, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    createDunningNoticeService(deps, tx, actorOf(auth), params.id, body),
  ),
);
