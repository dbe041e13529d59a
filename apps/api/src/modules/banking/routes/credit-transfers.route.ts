import { createCreditTransferFile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as creditTransfers from '../credit-transfers.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const createCreditTransferFileRoute = defineRoute(
  createCreditTransferFile,
  async ({ params, body, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      creditTransfers.createCreditTransferFile(tx, actorOf(auth), params.id, body),
    );
    return sendDownload(reply, file, 'application/xml; charset=utf-8');
  },
);
