import { exportDatev } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { buildDatevExport } from '../datev-export.service.ts';

export const exportDatevRoute = defineRoute(exportDatev, async ({ query, auth, deps, reply }) => {
  const { locked, ...period } = query;
  const file = await withTenant(deps.db, auth.tenantId, (tx) =>
    buildDatevExport(tx, { ...period, locked: locked === 'true' }, undefined),
  );
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return file.body;
});
