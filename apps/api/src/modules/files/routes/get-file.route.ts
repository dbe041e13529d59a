import { getFile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getFile as getFileService } from '../files.service.ts';

export const getFileRoute = defineRoute(getFile, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getFileService(tx, params.id)),
);
