import { getProfile } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { getProfile as getProfileService } from '../profiles.service.ts';

export const getProfileRoute = defineRoute(getProfile, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => getProfileService(tx, params.id)),
);
