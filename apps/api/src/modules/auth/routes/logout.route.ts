import { logout } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { clearTokenCookie } from '../../../core/auth/token-cookie.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { signOut } from '../auth.service.ts';

export const logoutRoute = defineRoute(logout, async ({ auth, deps, request, reply }) => {
  await signOut(deps, auth);
  clearTokenCookie(reply, isSecureRequest(request, deps.config));
  return { ok: true as const };
});
