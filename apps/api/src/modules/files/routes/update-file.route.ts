import { updateFile } from '@kontor/contracts';
import { writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateFile as updateFileService } from '../files.service.ts';

export const updateFileRoute = defineRoute(updateFile, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateFileService(tx, writerOf(auth), params.id, body)),
);
