import { listFiles } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listFiles as listFilesService } from '../files.service.ts';

export const listFilesRoute = defineRoute(listFiles, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => listFilesService(tx, query)),
);
