import {
  addTicketNoteRoute,
  bookTicketTimeRoute,
  createTicketRoute,
  getSupportSettingsRoute,
  getTicketRoute,
  listMailImportsRoute,
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
  listMailImportsRoute,
  getTicketRoute,
  updateTicketRoute,
  addTicketNoteRoute,
  replyToTicketRoute,
  bookTicketTimeRoute,
];
export { fetchAllSupportMail, fetchSupportAccount, supportMailJob } from './support-mail.job.ts';
// The e-mail composer: a ticket's number and people, and its mail joining the thread.
export { recordComposedMail, ticketForMail, type ComposedMail } from './composed-mail.service.ts';
// main.ts: IDLE watchers of the receiving inboxes, stopped on shutdown.
export { startMailWatchers, type MailWatchers, type MailWatchOptions } from './mail-watch.service.ts';
