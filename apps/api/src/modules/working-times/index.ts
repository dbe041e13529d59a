import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  closeWorkingTimeMonthRoute,
  correctWorkingTimeRoute,
  createWorkingTimeRoute,
  deleteWorkingTimeRoute,
  downloadWorkingTimeEvaluationPdfRoute,
  getWorkingTimeEvaluationRoute,
  getWorkingTimeRoute,
  listWorkingTimesRoute,
} from './routes/working-times.routes.ts';

// Working times (issue #16): Kommen/Gehen records with breaks, corrections with history, month
// closing and the ArbZG evaluation. Owns working_times, working_time_revisions, working_time_closings.

// For routes.ts: `workingTimes.manage` is also checked per record (others' working times).
export { MANAGE_WORKING_TIMES } from './working-time-access.ts';

export const workingTimesRoutes: RouteDefinition[] = [
  createWorkingTimeRoute,
  listWorkingTimesRoute,
  getWorkingTimeEvaluationRoute,
  downloadWorkingTimeEvaluationPdfRoute,
  closeWorkingTimeMonthRoute,
  getWorkingTimeRoute,
  correctWorkingTimeRoute,
  deleteWorkingTimeRoute,
];
