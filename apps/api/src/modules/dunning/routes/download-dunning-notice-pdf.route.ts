import { downloadDunningNoticePdf } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { sendStoredFile } from '../../document-output/index.ts';
import { findDunningNoticePdf } from '../dunning-notices.service.ts';

export const downloadDunningNoticePdfRoute = defineRoute(
  downloadDunningNoticePdf,
  async ({ params, query, auth, deps, request, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      findDunningNoticePdf(tx, params.id, params.noticeId),
    );
    return sendStoredFile(reply, deps, auth.tenantId, file, {
      disposition: query.disposition,
      ifNoneMatch: request.headers['if-none-match'],
    });
  },
);
