import { entityContracts, type EntityType } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { exportEntities } from '../entity-export.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const exportEntitiesRoute = (type: EntityType) =>
  defineRoute(entityContracts(type).export, async ({ query, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      exportEntities(tx, actorOf(auth), type, query),
    );
    return sendDownload(reply, file, file.contentType);
  });
