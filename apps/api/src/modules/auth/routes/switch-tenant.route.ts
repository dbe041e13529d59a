import { switchTenant } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { setTokenCookie } from '../../../core/auth/token-cookie.ts';
import { isSecureRequest } from '../../../core/http/is-secure-request.ts';
import { switchTenant as switchTenantService } from '../auth.service.ts';

export const switchTenantRoute = defineRoute(switchTenant, async ({ body, auth, deps, request, reply }) => {
  const { token } = await switchTenantService(deps, auth, body.tenant_id);
  if (auth.via === 'cookie') setTokenCookie(reply, token, isSecureRequest(request, deps.config));
  return { token };
});
