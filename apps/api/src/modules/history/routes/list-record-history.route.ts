import { entityTypes, recordHistoryContracts } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listRecordHistory } from '../record-history.service.ts';

/** GET /api/entities/<type>/:id/history for every registry type, with that type's read permission. */
export const listRecordHistoryRoutes = entityTypes.map((type) =>
  defineRoute(recordHistoryContracts(type).list, ({ params, query, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) =>
      listRecordHistory(tx, type, params.id, { beforeId: query.before_id, limit: query.limit }),
    ),
  ),
);
