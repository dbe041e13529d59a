import { enrollFactor } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { enrollFactor as enrollFactorService } from '../enroll-factor.service.ts';

export const enrollFactorRoute = defineRoute(enrollFactor, ({ body, auth, deps }) =>
  enrollFactorService(deps, auth, body),
);
