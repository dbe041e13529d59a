import { downloadDataExport, listDataExports, startDataExport } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as exportsService from '../data-exports.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const startDataExportRoute = defineRoute(startDataExport, ({ body, auth, deps }) =>
  exportsService.startDataExport(deps, auth, body),
);

export const listDataExportsRoute = defineRoute(listDataExports, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => exportsService.listDataExports(tx)),
);

export const downloadDataExportRoute = defineRoute(
  downloadDataExport,
  async ({ params, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      exportsService.openDataExport(deps, tx, params.id),
    );
    return sendDownload(reply, { filename: file.filename, body: file.stream }, 'application/zip');
  },
);
