import { getDocumentEmailDraftRoute } from './routes/get-document-email-draft.route.ts';
import { listDocumentEmailsRoute } from './routes/list-document-emails.route.ts';
import { sendDocumentRoute } from './routes/send-document.route.ts';

export const documentSendingRoutes = [sendDocumentRoute, getDocumentEmailDraftRoute, listDocumentEmailsRoute];

// For dunning notices and serial invoices: send any message over the tenant's account, send a
// document, propose its e-mail.
export {
  mailDeliveryFailed,
  noEmailAccount,
  sendEmailWithAccount,
  type EmailAttachment,
  type OutgoingEmail,
  type SendOutcome,
} from './send-email.service.ts';
export { sendDocument } from './send-document.service.ts';
export { documentEmailDraft } from './document-email-draft.service.ts';
// The e-mail composer: which archived PDF of a document the customer reads.
export { hasArchived, pdfKindFor } from './document-attachments.ts';
