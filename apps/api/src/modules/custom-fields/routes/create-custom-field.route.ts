import { createCustomField } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createCustomField as createCustomFieldService } from '../custom-fields.service.ts';

export const createCustomFieldRoute = defineRoute(createCustomField, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => createCustomFieldService(tx, actorOf(auth), body)),
);
