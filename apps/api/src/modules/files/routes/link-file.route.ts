import { linkFile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { linkFile as linkFileService } from '../files.service.ts';

export const linkFileRoute = defineRoute(linkFile, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) =>
    linkFileService(tx, actorOf(auth), auth.permissions, params.id, body),
  ),
);
