import { challengeFactor } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { challengeFactor as challengeFactorService } from '../challenge-factor.service.ts';

export const challengeFactorRoute = defineRoute(challengeFactor, ({ params, body, auth, deps }) =>
  challengeFactorService(deps, auth, params.factorId, body?.channel),
);
