import { listTextTemplates } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listTextTemplates as listTextTemplatesService } from '../text-templates.service.ts';

export const listTextTemplatesRoute = defineRoute(listTextTemplates, async ({ query, auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => listTextTemplatesService(tx, query.usage)),
}));
