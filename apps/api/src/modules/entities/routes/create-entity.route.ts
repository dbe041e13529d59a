import { entityContracts, type EntityType } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createEntity } from '../entity-write.service.ts';

export const createEntityRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).create, ({ body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => createEntity(tx, writerOf(auth), type, body)),
  );
