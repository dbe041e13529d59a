import { changePasswordRoute } from './routes/change-password.route.ts';
import { confirmPasswordResetRoute } from './routes/confirm-password-reset.route.ts';
import { getMeRoute } from './routes/get-me.route.ts';
import { loginRoute } from './routes/login.route.ts';
import { logoutRoute } from './routes/logout.route.ts';
import { refreshTokenRoute } from './routes/refresh-token.route.ts';
import { requestPasswordResetRoute } from './routes/request-password-reset.route.ts';
import { switchTenantRoute } from './routes/switch-tenant.route.ts';
import { updateMyLanguageRoute } from './routes/update-my-language.route.ts';

export const authRoutes = [
  loginRoute,
  logoutRoute,
  refreshTokenRoute,
  getMeRoute,
  switchTenantRoute,
  changePasswordRoute,
  requestPasswordResetRoute,
  confirmPasswordResetRoute,
  updateMyLanguageRoute,
];
