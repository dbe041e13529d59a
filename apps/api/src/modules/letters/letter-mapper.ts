import type { Letter, LetterRecipientType, LetterStatus } from '@kontor/contracts';
import type { LetterRow } from './letters.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toLetter = (
  row: LetterRow,
  recipient: { name: string | null; email: string | null } = { name: null, email: null },
): Letter => ({
  id: row.id,
  status: row.status as LetterStatus,
  recipient_type: row.recipientType as LetterRecipientType,
  recipient_id: row.recipientId,
  recipient_name: recipient.name,
  recipient_email: recipient.email,
  address_lines: row.addressLines,
  subject: row.subject,
  letter_date: row.letterDate,
  body: row.body,
  rendered_body: row.renderedBody,
  your_reference: row.yourReference,
  your_message_date: row.yourMessageDate,
  our_reference: row.ourReference,
  contact_person: row.contactPerson,
  series_id: row.seriesId,
  finalized_at: iso(row.finalizedAt),
  file_id: row.fileId,
  pdf_sha256: row.pdfSha256,
  retention_until: row.retentionUntil,
  printed_at: iso(row.printedAt),
  emailed_at: iso(row.emailedAt),
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
