import { updateCustomField } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateCustomField as updateCustomFieldService } from '../custom-fields.service.ts';

export const updateCustomFieldRoute = defineRoute(updateCustomField, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateCustomFieldService(tx, actorOf(auth), params.id, body)),
);
