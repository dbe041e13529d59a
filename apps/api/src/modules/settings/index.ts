import { getTenantSettingsRoute } from './routes/get-tenant-settings.route.ts';
import { updateTenantSettingsRoute } from './routes/update-tenant-settings.route.ts';

export const settingsRoutes = [getTenantSettingsRoute, updateTenantSettingsRoute];

// The company data for other areas (e-mail placeholders, documents).
export { loadTenantSettings } from './tenant-settings.service.ts';
