import { setDefaultTextTemplate } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { makeDefaultTextTemplate } from '../text-templates.service.ts';

export const setDefaultTextTemplateRoute = defineRoute(setDefaultTextTemplate, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => makeDefaultTextTemplate(tx, actorOf(auth), params.id)),
);
