import { listFactors } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { listFactors as listFactorsService } from '../factors.service.ts';

export const listFactorsRoute = defineRoute(listFactors, ({ auth, deps }) => listFactorsService(deps, auth));
