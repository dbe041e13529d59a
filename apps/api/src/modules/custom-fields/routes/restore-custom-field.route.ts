import { restoreCustomField } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { restoreCustomField as restoreCustomFieldService } from '../custom-field-lifecycle.service.ts';

export const restoreCustomFieldRoute = defineRoute(restoreCustomField, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => restoreCustomFieldService(tx, actorOf(auth), params.id)),
);
