import { createDirectDebitFile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as directDebits from '../direct-debits.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const createDirectDebitFileRoute = defineRoute(
  createDirectDebitFile,
  async ({ params, body, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) =>
      directDebits.createDirectDebitFile(tx, actorOf(auth), params.id, body),
    );
    return sendDownload(reply, file, 'application/xml; charset=utf-8');
  },
);
