import { updateFolder } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateFolder as updateFolderService } from '../folders.service.ts';

export const updateFolderRoute = defineRoute(updateFolder, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateFolderService(tx, actorOf(auth), params.id, body)),
);
