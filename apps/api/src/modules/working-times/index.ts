import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  clockInRoute,
  clockOutRoute,
  closeWorkingTimeMonthRoute,
  correctWorkingTimeRoute,
  createWorkingTimeRoute,
  deleteWorkingTimeRoute,
  downloadWorkingTimeEvaluationPdfRoute,
  endWorkingTimeBreakRoute,
  getWorkingTimeClockRoute,
  getWorkingTimeEvaluationRoute,
  getWorkingTimeRoute,
  listWorkingTimesRoute,
  startWorkingTimeBreakRoute,
} from './routes/working-times.routes.ts';

// Working times (issue #16): Kommen/Gehen records with breaks, corrections with history, month
// closing and the ArbZG evaluation. Owns working_times, working_time_revisions, working_time_closings
// and working_time_clocks (open clock-ins).

// The retention job of core/maintenance.ts (§ 16 Abs. 2 ArbZG).
export { purgeWorkingTimesOlderThan } from './working-times.repository.ts';

export const workingTimesRoutes: RouteDefinition[] = [
  createWorkingTimeRoute,
  listWorkingTimesRoute,
  getWorkingTimeEvaluationRoute,
  downloadWorkingTimeEvaluationPdfRoute,
  closeWorkingTimeMonthRoute,
  getWorkingTimeClockRoute,
  clockInRoute,
  clockOutRoute,
  startWorkingTimeBreakRoute,
  endWorkingTimeBreakRoute,
  getWorkingTimeRoute,
  correctWorkingTimeRoute,
  deleteWorkingTimeRoute,
];

// Time clocks (modules/external-devices) clock people in and out through the same rules.
export { clockIn, clockOut, endBreak, startBreak } from './clock.service.ts';
