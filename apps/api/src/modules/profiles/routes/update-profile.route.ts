import { updateProfile } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { updateProfile as updateProfileService } from '../profiles.service.ts';

export const updateProfileRoute = defineRoute(updateProfile, ({ params, body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => updateProfileService(tx, actorOf(auth), params.id, body)),
);
