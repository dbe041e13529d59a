import { listProfiles } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listProfiles as listProfilesService } from '../profiles.service.ts';

export const listProfilesRoute = defineRoute(listProfiles, async ({ query, auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => listProfilesService(tx, query.search)),
}));
