import type { RouteDefinition } from './core/http/define-route.ts';
import { authRoutes } from './modules/auth/index.ts';
import { systemRoutes } from './modules/system/index.ts';

/** Every API route of Kontor. A module adds its list here; the permission snapshot test reads it. */
export const allRoutes: RouteDefinition[] = [...systemRoutes, ...authRoutes];
