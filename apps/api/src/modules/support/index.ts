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
