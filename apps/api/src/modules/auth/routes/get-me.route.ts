import { getMe } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { describeMe } from '../auth.service.ts';

export const getMeRoute = defineRoute(getMe, ({ auth, deps }) => describeMe(deps, auth));
