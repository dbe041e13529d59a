import { getTenantSettings } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { loadTenantSettings } from '../tenant-settings.service.ts';

export const getTenantSettingsRoute = defineRoute(getTenantSettings, ({ auth, deps }) =>
  withTenant(deps.db, auth.tenantId, loadTenantSettings),
);
