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
