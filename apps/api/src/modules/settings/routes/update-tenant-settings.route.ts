import { updateTenantSettings } from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { saveTenantSettings } from '../tenant-settings.service.ts';

export const updateTenantSettingsRoute = defineRoute(updateTenantSettings, ({ body, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => saveTenantSettings(tx, actorOf(auth), body)),
);
