import { createFolder } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createFolder as createFolderService } from '../folders.service.ts';

export const createFolderRoute = defineRoute(createFolder, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createFolderService(tx, actorOf(auth), body)),
);
