import { createEmailAccountRoute } from './routes/create-email-account.route.ts';
import { deleteEmailAccountRoute } from './routes/delete-email-account.route.ts';
import { getEmailAccountRoute } from './routes/get-email-account.route.ts';
import { listEmailAccountsRoute } from './routes/list-email-accounts.route.ts';
import { testEmailAccountRoute } from './routes/test-email-account.route.ts';
import { updateEmailAccountRoute } from './routes/update-email-account.route.ts';

export const emailAccountsRoutes = [
  listEmailAccountsRoute,
  getEmailAccountRoute,
  createEmailAccountRoute,
  updateEmailAccountRoute,
  deleteEmailAccountRoute,
  testEmailAccountRoute,
];

// For sending (documents, dunning notices, serial invoices): the account and an SMTP transport.
export { emailAccountNotFound } from './email-accounts.service.ts';
export {
  findDefaultEmailAccount,
  findEmailAccountById,
  listEmailAccountRows,
  listReceivingAccountRows,
  storeImapFetchResult,
  storeImapSyncState,
} from './email-accounts.repository.ts';
export type { EmailAccountRow } from './email-accounts.repository.ts';
export { toEmailAccountOption } from './email-account-mapper.ts';
export { smtpSettingsOf } from './test-email-account.service.ts';
export { smtpFailureReason, smtpServerReply, withSmtpTransport } from './smtp-transport.ts';
// For reading support inboxes: the IMAP login and the host rule.
export { allowedImapHost, imapAccountOf } from './imap-settings.ts';
