import { listFolders } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listFolders as listFoldersService } from '../folders.service.ts';

export const listFoldersRoute = defineRoute(listFolders, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, listFoldersService),
}));
