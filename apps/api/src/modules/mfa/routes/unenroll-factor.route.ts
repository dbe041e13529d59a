import { unenrollFactor } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { unenrollFactor as unenrollFactorService } from '../factors.service.ts';

export const unenrollFactorRoute = defineRoute(unenrollFactor, ({ params, auth, deps }) =>
  unenrollFactorService(deps, auth, params.factorId),
);
