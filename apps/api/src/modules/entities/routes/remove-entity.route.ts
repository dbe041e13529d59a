import { entityContracts, type EntityType } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { removeEntity } from '../entity-lifecycle.service.ts';

export const removeEntityRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).remove, ({ params, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => removeEntity(tx, writerOf(auth), type, params.id)),
  );
