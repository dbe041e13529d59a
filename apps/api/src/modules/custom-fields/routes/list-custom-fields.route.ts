import { listCustomFields } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listCustomFieldDefinitions } from '../custom-field-definitions.ts';

export const listCustomFieldsRoute = defineRoute(listCustomFields, async ({ query, auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => listCustomFieldDefinitions(tx, query.entity_type)),
}));
