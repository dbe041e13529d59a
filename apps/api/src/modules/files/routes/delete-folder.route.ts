import { deleteFolder } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { deleteFolder as deleteFolderService } from '../folders.service.ts';

export const deleteFolderRoute = defineRoute(deleteFolder, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => deleteFolderService(tx, actorOf(auth), params.id)),
);
