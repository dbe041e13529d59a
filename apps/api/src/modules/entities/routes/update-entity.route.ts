import { entityContracts, type EntityType } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateEntity } from '../entity-write.service.ts';

export const updateEntityRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).update, ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => updateEntity(tx, writerOf(auth), type, params.id, body)),
  );
