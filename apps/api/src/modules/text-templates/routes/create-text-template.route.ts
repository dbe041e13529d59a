import { createTextTemplate } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createTextTemplate as createTextTemplateService } from '../text-templates.service.ts';

export const createTextTemplateRoute = defineRoute(createTextTemplate, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createTextTemplateService(tx, actorOf(auth), body)),
);
