import { confirmPasswordReset } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { completePasswordReset } from '../password-reset.service.ts';

export const confirmPasswordResetRoute = defineRoute(confirmPasswordReset, async ({ body, deps }) => {
  await completePasswordReset(deps, body.token, body.new_password);
  return { ok: true as const };
});
