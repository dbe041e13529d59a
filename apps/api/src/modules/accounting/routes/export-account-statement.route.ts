import { exportAccountStatement } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { exportAccountStatement as exportStatement } from '../account-statement-export.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const exportAccountStatementRoute = defineRoute(
  exportAccountStatement,
  async ({ params, query, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) => exportStatement(tx, params.id, query));
    return sendDownload(reply, file, file.contentType);
  },
);
