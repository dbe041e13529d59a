import { reorderCustomFields } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { reorderCustomFields as reorderCustomFieldsService } from '../custom-field-lifecycle.service.ts';

export const reorderCustomFieldsRoute = defineRoute(reorderCustomFields, async ({ body, auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) =>
    reorderCustomFieldsService(tx, actorOf(auth), body.entity_type, body.ids),
  ),
}));
