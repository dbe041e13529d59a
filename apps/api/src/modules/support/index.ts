import {
  addTicketNoteRoute,
  createTicketRoute,
  getSupportSettingsRoute,
  getTicketRoute,
  listTicketsRoute,
  replyToTicketRoute,
  updateSupportSettingsRoute,
  updateTicketRoute,
} from './routes/support.routes.ts';

export const supportRoutes = [
  listTicketsRoute,
  createTicketRoute,
  getSupportSettingsRoute,
  updateSupportSettingsRoute,
  getTicketRoute,
  updateTicketRoute,
  addTicketNoteRoute,
  replyToTicketRoute,
];
export { fetchAllSupportMail, fetchSupportAccount, supportMailJob } from './support-mail.job.ts';
// The e-mail composer: a ticket's number and people, and its mail joining the thread.
export { recordComposedMail, ticketForMail, type ComposedMail } from './composed-mail.service.ts';
