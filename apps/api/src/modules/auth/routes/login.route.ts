import { login } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { setTokenCookie } from '../../../core/auth/token-cookie.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { signIn } from '../auth.service.ts';

export const loginRoute = defineRoute(login, async ({ body, deps, request, reply }) => {
  const { token } = await signIn(deps, {
    ...body,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setTokenCookie(reply, token, isSecureRequest(request, deps.config));
  return { token };
});
