import { deleteTextTemplate } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { deleteTextTemplate as deleteTextTemplateService } from '../text-templates.service.ts';

export const deleteTextTemplateRoute = defineRoute(deleteTextTemplate, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => deleteTextTemplateService(tx, actorOf(auth), params.id)),
);
