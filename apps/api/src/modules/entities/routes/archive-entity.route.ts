import { entityContracts, type EntityType } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { archiveEntity } from '../entity-lifecycle.service.ts';

export const archiveEntityRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).archive, ({ params, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => archiveEntity(tx, writerOf(auth), type, params.id)),
  );
