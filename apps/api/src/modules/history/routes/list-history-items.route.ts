import { listHistoryItems } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listHistory } from '../history.service.ts';

export const listHistoryItemsRoute = defineRoute(listHistoryItems, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    listHistory(
      tx,
      {
        entity: query.entity,
        entityId: query.entity_id,
        action: query.action,
        actorId: query.actor_id,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        beforeId: query.before_id,
      },
      query.limit,
    ),
  ),
);
