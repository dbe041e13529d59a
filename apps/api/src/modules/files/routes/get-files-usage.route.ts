import { getFilesUsage } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { filesUsage } from '../files.service.ts';

export const getFilesUsageRoute = defineRoute(getFilesUsage, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => filesUsage(tx, deps.config.files)),
);
