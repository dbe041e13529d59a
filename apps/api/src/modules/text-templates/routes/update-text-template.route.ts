import { updateTextTemplate } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateTextTemplate as updateTextTemplateService } from '../text-templates.service.ts';

export const updateTextTemplateRoute = defineRoute(updateTextTemplate, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateTextTemplateService(tx, actorOf(auth), params.id, body)),
);
