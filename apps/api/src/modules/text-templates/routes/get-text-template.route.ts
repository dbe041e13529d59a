import { getTextTemplate } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getTextTemplate as getTextTemplateService } from '../text-templates.service.ts';

export const getTextTemplateRoute = defineRoute(getTextTemplate, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getTextTemplateService(tx, params.id)),
);
