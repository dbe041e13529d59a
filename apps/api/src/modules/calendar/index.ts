import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  createAppointmentRoute,
  createCalendarFeedRoute,
  deleteAppointmentRoute,
  downloadCalendarFeedRoute,
  getAppointmentRoute,
  getCalendarFeedRoute,
  getCalendarRoute,
  moveAppointmentRoute,
  revokeCalendarFeedRoute,
  updateAppointmentRoute,
} from './routes/calendar.routes.ts';

// Calendar (issue #16, /calendar/{mode}): appointments with participants and e-mail reminders,
// the read-only layers of other areas, and a secret iCal feed per person. Owns appointments,
// appointment_participants, appointment_reminders and calendar_feeds.

// The reminder job for app-jobs.ts; sendDueReminders for the demo and tests.
export { calendarRemindersJob, sendDueReminders } from './calendar-reminders.job.ts';
// Demo data (db/seed): appointments written like the API writes them.
export { createAppointment } from './appointments.service.ts';

export const calendarRoutes: RouteDefinition[] = [
  getCalendarRoute,
  getCalendarFeedRoute,
  createCalendarFeedRoute,
  revokeCalendarFeedRoute,
  downloadCalendarFeedRoute,
  getAppointmentRoute,
  createAppointmentRoute,
  updateAppointmentRoute,
  moveAppointmentRoute,
  deleteAppointmentRoute,
];
