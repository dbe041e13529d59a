import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZDocumentId } from '../documents/documents.contracts.ts';
import { ZEmailAccountOption } from './email-accounts.schemas.ts';

const address = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Bitte gültige E-Mail-Adressen angeben.' }));

export const ZSendDocumentInput = z.object({
  /** Empty: the tenant's default account. */
  account_id: z.number().int().positive().nullable().optional(),
  to: z
    .array(address)
    .min(1, { error: 'Bitte mindestens einen Empfänger angeben.' })
    .max(20, { error: 'Höchstens 20 Empfänger.' }),
  cc: z.array(address).max(20, { error: 'Höchstens 20 Kopie-Empfänger.' }).default([]),
  subject: z
    .string({ error: 'Bitte einen Betreff angeben.' })
    .trim()
    .min(1, { error: 'Bitte einen Betreff angeben.' })
    .max(300, { error: 'Der Betreff darf höchstens 300 Zeichen lang sein.' }),
  body: z
    .string({ error: 'Bitte einen Text angeben.' })
    .trim()
    .min(1, { error: 'Bitte einen Text angeben.' })
    .max(50_000, { error: 'Der Text ist zu lang.' }),
  /** Also attach the XML e-invoice (always attached for XRechnung). */
  attach_xml: z.boolean().default(false),
});
export type SendDocumentInput = z.input<typeof ZSendDocumentInput>;

export const ZSentEmail = z.object({
  id: z.number().int(),
  account_id: z.number().int().nullable(),
  from_address: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** The records the mail is about. */
  customer_id: z.number().int().nullable(),
  document_id: z.number().int().nullable(),
  ticket_id: z.number().int().nullable(),
  subject: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
  status: z.enum(['sent', 'failed']),
  message_id: z.string().nullable(),
  /** The server's reason in German when sending failed. */
  error: z.string().nullable(),
  /** The account's IMAP folder that got a copy; `sent_copy_error` says why none was stored. */
  sent_copy_mailbox: z.string().nullable(),
  sent_copy_error: z.string().nullable(),
  sent_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type SentEmail = z.infer<typeof ZSentEmail>;

export const ZDocumentEmailDraft = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  accounts: z.array(ZEmailAccountOption),
  /** XRechnung is only the XML: it is always attached. */
  xml_required: z.boolean(),
  /** Whether the document has an e-invoice XML at all (ZUGFeRD carries it inside the PDF). */
  xml_available: z.boolean(),
});
export type DocumentEmailDraft = z.infer<typeof ZDocumentEmailDraft>;

export const sendDocument = defineContract({
  method: 'POST',
  path: '/api/documents/:id/send',
  access: 'documents.send',
  summary:
    'Festgeschriebenes Dokument per E-Mail senden (PDF und ggf. XML); die E-Rechnung wird vorher erneut geprüft.',
  params: ZDocumentId,
  body: ZSendDocumentInput,
  response: ZSentEmail,
});

export const getDocumentEmailDraft = defineContract({
  method: 'GET',
  path: '/api/documents/:id/email-draft',
  access: 'documents.send',
  summary: 'Vorschlag für Empfänger, Betreff und Text aus der Standardvorlage „E-Mail mit Dokument“.',
  params: ZDocumentId,
  response: ZDocumentEmailDraft,
});

export const listDocumentEmails = defineContract({
  method: 'GET',
  path: '/api/documents/:id/emails',
  access: 'documents.read',
  summary: 'Zu diesem Dokument versendete (und fehlgeschlagene) E-Mails.',
  params: ZDocumentId,
  response: z.object({ items: z.array(ZSentEmail) }),
});
