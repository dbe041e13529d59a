import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  approveTimeEntriesRoute,
  createTimeEntryRoute,
  deleteTimeEntryRoute,
  exportTimeEntriesRoute,
  getTimerRoute,
  invoiceTimeEntriesRoute,
  listTimeEntriesRoute,
  startTimerRoute,
  stopTimerRoute,
  updateTimeEntryRoute,
} from './routes/times.routes.ts';

// Time tracking (issue #16): entries, the running timer, approval and invoicing through the
// documents module. Owns time_entries and time_timers.

// The time figures of a project's overview (modules/projects).
export { sumProjectTimes } from './times.repository.ts';
// For records that time is spent on (support tickets): book the caller's own time, read entries.
export { bookOwnTime, timeEntriesByIds, type OwnTimeBooking } from './booking.service.ts';

export const timesRoutes: RouteDefinition[] = [
  listTimeEntriesRoute,
  exportTimeEntriesRoute,
  getTimerRoute,
  startTimerRoute,
  stopTimerRoute,
  approveTimeEntriesRoute,
  invoiceTimeEntriesRoute,
  createTimeEntryRoute,
  updateTimeEntryRoute,
  deleteTimeEntryRoute,
];
