import { getJwksRoute } from './routes/get-jwks.route.ts';
import { getSystemStatusRoute } from './routes/get-system-status.route.ts';
import { healthCheckRoute } from './routes/health-check.route.ts';

export const systemRoutes = [healthCheckRoute, getJwksRoute, getSystemStatusRoute];
