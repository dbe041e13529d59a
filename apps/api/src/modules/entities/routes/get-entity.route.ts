import { entityContracts, type EntityType } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getEntity } from '../entity-read.service.ts';

export const getEntityRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).get, ({ params, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => getEntity(tx, auth.tenantId, type, params.id)),
  );
