import { entityContracts, type EntityType } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { restoreEntity } from '../entity-lifecycle.service.ts';

export const restoreEntityRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).restore, ({ params, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => restoreEntity(tx, writerOf(auth), type, params.id)),
  );
