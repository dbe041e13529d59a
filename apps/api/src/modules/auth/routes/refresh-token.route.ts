import { refreshToken } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { authenticate, readRequestToken } from '../../../core/auth/request-auth.ts';
import { clearTokenCookie, setTokenCookie } from '../../../core/auth/token-cookie.ts';
import { AppError, unauthorized } from '../../../core/http/errors.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { renewToken } from '../auth.service.ts';

// Accepts an expired token: what must still be alive is the session behind it.
// A dead session's cookies are cleared with the 401, so the next start-up stays quiet.
export const refreshTokenRoute = defineRoute(refreshToken, async ({ deps, request, reply }) => {
  const secure = isSecureRequest(request, deps.config);
  const presented = readRequestToken(request);
  if (!presented) {
    clearTokenCookie(reply, secure);
    throw unauthorized();
  }
  try {
    const auth = await authenticate(deps.db, deps.keys, presented, { allowExpired: true });
    const { token } = await renewToken(deps, auth);
    if (presented.via === 'cookie') setTokenCookie(reply, token, secure);
    return { token };
  } catch (error) {
    const sessionGone = error instanceof AppError && error.status === 401;
    if (sessionGone && presented.via === 'cookie') clearTokenCookie(reply, secure);
    throw error;
  }
});
