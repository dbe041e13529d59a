import { entityContracts, type EntityType } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listEntities } from '../entity-list.service.ts';

export const listEntitiesRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).list, ({ query, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => listEntities(tx, auth.tenantId, type, query)),
  );
