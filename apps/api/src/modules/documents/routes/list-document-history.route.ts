import { listDocumentHistory } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listDocumentHistory as listDocumentHistoryService } from '../document-history.service.ts';

export const listDocumentHistoryRoute = defineRoute(listDocumentHistory, ({ params, query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    listDocumentHistoryService(tx, auth.tenantId, params.id, {
      beforeId: query.before_id,
      limit: query.limit,
    }),
  ),
);
