import { listProfileOptions } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listProfileOptions as listProfileOptionRows } from '../profile-options.repository.ts';

export const listProfileOptionsRoute = defineRoute(listProfileOptions, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => listProfileOptionRows(tx, auth.tenantId)),
}));
