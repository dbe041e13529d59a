import { removeCustomField } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { removeCustomField as removeCustomFieldService } from '../custom-field-lifecycle.service.ts';

export const removeCustomFieldRoute = defineRoute(removeCustomField, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => removeCustomFieldService(tx, actorOf(auth), params.id)),
);
