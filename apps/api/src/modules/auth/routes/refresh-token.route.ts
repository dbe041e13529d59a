import { refreshToken } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { authenticate, readRequestToken } from '../../../core/auth/request-auth.ts';
import { setTokenCookie } from '../../../core/auth/token-cookie.ts';
import { unauthorized } from '../../../core/http/errors.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { renewToken } from '../auth.service.ts';

// Accepts an expired token: what must still be alive is the session behind it.
export const refreshTokenRoute = defineRoute(refreshToken, async ({ deps, request, reply }) => {
  const presented = readRequestToken(request);
  if (!presented) throw unauthorized();
  const auth = await authenticate(deps.db, deps.keys, presented, { allowExpired: true });
  const { token } = await renewToken(deps, auth);
  if (presented.via === 'cookie') setTokenCookie(reply, token, isSecureRequest(request, deps.config));
  return { token };
});
