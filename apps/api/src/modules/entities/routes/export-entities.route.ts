import { entityContracts, type EntityType } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { exportEntities } from '../entity-export.service.ts';

export const exportEntitiesRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).export, async ({ query, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      exportEntities(tx, actorOf(auth), type, query),
    );
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store');
    return file.body;
  });
