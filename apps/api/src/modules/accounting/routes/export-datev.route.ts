import { exportDatev } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { buildDatevExport } from '../datev-export.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const exportDatevRoute = defineRoute(exportDatev, async ({ query, auth, deps, reply }) => {
  const { only_new, ...period } = query;
  const file = await withTenant(deps.db, auth.tenantId, (tx) =>
    buildDatevExport(tx, actorOf(auth), { ...period, onlyNew: only_new === 'true' }, undefined),
  );
  return sendDownload(reply, file, 'application/zip');
});
