import { unlinkFile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { unlinkFile as unlinkFileService } from '../files.service.ts';

export const unlinkFileRoute = defineRoute(unlinkFile, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    unlinkFileService(tx, actorOf(auth), params.id, { entity: params.entity, entity_id: params.entity_id }),
  ),
);
