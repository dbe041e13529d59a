import type { SentEmail } from '@kontor/contracts';
import type { SentEmailRow } from './sent-emails.repository.ts';

export const toSentEmail = (row: SentEmailRow): SentEmail => ({
  id: row.id,
  account_id: row.accountId,
  from_address: row.fromAddress,
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  customer_id: row.customerId,
  document_id: row.documentId,
  ticket_id: row.ticketId,
  subject: row.subject,
  attachments: row.attachments.map((a) => ({
    filename: a.filename,
    content_type: a.contentType,
    size: a.size,
  })),
  status: row.status === 'sent' ? 'sent' : 'failed',
  message_id: row.messageId,
  error: row.error,
  sent_copy_mailbox: row.sentCopyMailbox,
  sent_copy_error: row.sentCopyError,
  sent_by: row.sentBy,
  created_at: row.createdAt.toISOString(),
});
