import { getTenantSettingsRoute } from './routes/get-tenant-settings.route.ts';
import { updateTenantSettingsRoute } from './routes/update-tenant-settings.route.ts';

export const settingsRoutes = [getTenantSettingsRoute, updateTenantSettingsRoute];

// The company data for other areas (seller of documents, e-mail placeholders, letterheads):
// tenant_settings is read only through these.
export { loadTenantSettings } from './tenant-settings.service.ts';
export { loadLetterheadLogo } from './tenant-logo.ts';
