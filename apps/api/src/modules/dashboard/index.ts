import type { RouteDefinition } from '../../core/http/define-route.ts';
import { getDashboardRoute } from './routes/get-dashboard.route.ts';

/** The start page's figures (GET /api/dashboard); no tables of its own, it asks the owners. */
export const dashboardRoutes: RouteDefinition[] = [getDashboardRoute];
