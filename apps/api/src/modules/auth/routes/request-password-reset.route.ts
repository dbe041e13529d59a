import { requestPasswordReset } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { startPasswordReset } from '../password-reset.service.ts';

export const requestPasswordResetRoute = defineRoute(requestPasswordReset, async ({ body, deps }) =>
  startPasswordReset(deps, body.email),
);
