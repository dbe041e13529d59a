import type { RouteDefinition } from './core/http/define-route.ts';
import { authRoutes } from './modules/auth/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { mfaRoutes } from './modules/mfa/index.ts';
import { profilesRoutes } from './modules/profiles/index.ts';
import { rolesRoutes } from './modules/roles/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { systemRoutes } from './modules/system/index.ts';

/** Every API route of Kontor. A module adds its list here; the permission snapshot test reads it. */
export const allRoutes: RouteDefinition[] = [
  ...systemRoutes,
  ...authRoutes,
  ...settingsRoutes,
  ...rolesRoutes,
  ...profilesRoutes,
  ...historyRoutes,
  ...mfaRoutes,
];
