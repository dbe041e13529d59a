import { getEmailDraftRoute, searchEmailRecipientsRoute, sendEmailRoute } from './routes/emails.routes.ts';

// The e-mail composer (/email/new): recipients, a draft from a customer, document or ticket, sending.
export const emailsRoutes = [searchEmailRecipientsRoute, getEmailDraftRoute, sendEmailRoute];
