import { verifyFactor } from '@kontor/contracts';
import { setTokenCookie } from '../../../core/auth/token-cookie.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { verifyFactor as verifyFactorService } from '../verify-factor.service.ts';

export const verifyFactorRoute = defineRoute(
  verifyFactor,
  async ({ params, body, auth, deps, request, reply }) => {
    const session = await verifyFactorService(deps, auth, params.factorId, {
      challengeId: body.challenge_id,
      code: body.code,
    });
    if (auth.via === 'cookie') setTokenCookie(reply, session.token, isSecureRequest(request, deps.config));
    return {
      access_token: session.token,
      token_type: 'bearer' as const,
      expires_in: session.expiresIn,
      expires_at: session.expiresAt,
      user: {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        must_change_password: session.user.mustChangePassword,
        language: session.user.language,
      },
    };
  },
);
