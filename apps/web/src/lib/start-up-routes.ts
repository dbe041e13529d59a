import type {
  challengeFactor,
  enrollFactor,
  getMe,
  listFactors,
  login,
  logout,
  refreshToken,
  switchTenant,
  unenrollFactor,
  updateMyLanguage,
  verifyFactor,
} from '@kontor/contracts';
import { routeOf } from './api-client.ts';

/**
 * The endpoints the start-up bundle (session store, second-factor prompt) and the signed-in layout
 * (user menu) call, as method and path only. Importing their contract objects would load zod and
 * the schemas with the sign-in page (+28 KiB gzip, measured with `npm run build -w @kontor/web`)
 * and with every page's layout; the type checker still holds each path and method to its
 * contract, and `start-up-routes.test.ts` compares them at run time.
 */
export const startUpRoutes = {
  getMe: routeOf<typeof getMe>({ method: 'GET', path: '/api/me' }),
  refreshToken: routeOf<typeof refreshToken>({ method: 'POST', path: '/auth/refresh' }),
  login: routeOf<typeof login>({ method: 'POST', path: '/auth/login' }),
  logout: routeOf<typeof logout>({ method: 'POST', path: '/auth/logout' }),
  switchTenant: routeOf<typeof switchTenant>({ method: 'POST', path: '/api/tenant/switch' }),
  updateMyLanguage: routeOf<typeof updateMyLanguage>({ method: 'PUT', path: '/api/me/language' }),
  enrollFactor: routeOf<typeof enrollFactor>({ method: 'POST', path: '/auth/v1/factors' }),
  listFactors: routeOf<typeof listFactors>({ method: 'GET', path: '/auth/v1/factors' }),
  challengeFactor: routeOf<typeof challengeFactor>({
    method: 'POST',
    path: '/auth/v1/factors/:factorId/challenge',
  }),
  verifyFactor: routeOf<typeof verifyFactor>({ method: 'POST', path: '/auth/v1/factors/:factorId/verify' }),
  unenrollFactor: routeOf<typeof unenrollFactor>({ method: 'DELETE', path: '/auth/v1/factors/:factorId' }),
};
