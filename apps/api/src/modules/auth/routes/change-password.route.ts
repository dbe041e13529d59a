import { changePassword } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { setTokenCookie } from '../../../core/auth/token-cookie.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { changeUserPassword } from '../password-change.service.ts';

export const changePasswordRoute = defineRoute(
  changePassword,
  async ({ body, auth, deps, request, reply }) => {
    const { token } = await changeUserPassword(deps, auth, {
      currentPassword: body.current_password,
      newPassword: body.new_password,
      ip: request.ip,
    });
    if (auth.via === 'cookie') setTokenCookie(reply, token, isSecureRequest(request, deps.config));
    return { token };
  },
);
