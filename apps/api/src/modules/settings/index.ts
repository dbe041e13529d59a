import { getTenantSettingsRoute } from './routes/get-tenant-settings.route.ts';
import { updateTenantSettingsRoute } from './routes/update-tenant-settings.route.ts';

export const settingsRoutes = [getTenantSettingsRoute, updateTenantSettingsRoute];
