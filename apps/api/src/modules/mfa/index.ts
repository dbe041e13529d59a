import { challengeFactorRoute } from './routes/challenge-factor.route.ts';
import { enrollFactorRoute } from './routes/enroll-factor.route.ts';
import { listFactorsRoute } from './routes/list-factors.route.ts';
import { unenrollFactorRoute } from './routes/unenroll-factor.route.ts';
import { verifyFactorRoute } from './routes/verify-factor.route.ts';

export const mfaRoutes = [
  enrollFactorRoute,
  listFactorsRoute,
  challengeFactorRoute,
  verifyFactorRoute,
  unenrollFactorRoute,
];
