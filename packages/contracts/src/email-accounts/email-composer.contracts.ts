import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZSentEmail } from './document-emails.contracts.ts';
import { ZEmailAccountOption } from './email-accounts.schemas.ts';

const address = (error: string) => z.string().trim().pipe(z.email({ error }));
const optionalId = z.coerce.number().int().positive().optional();
const referenceId = z.number().int().positive().nullable().optional();

/** An address of a customer or contact, for the composer's autocomplete. */
export const ZEmailRecipient = z.object({
  name: z.string(),
  address: z.string(),
  kind: z.enum(['customers', 'contacts']),
  entity_id: z.number().int(),
  /** The customer the address belongs to (the contact's company, when that is a customer). */
  customer_id: z.number().int().nullable(),
});
export type EmailRecipient = z.infer<typeof ZEmailRecipient>;

export const ZEmailRecipientQuery = z.object({
  q: z.string().trim().min(1, { error: 'Bitte einen Suchbegriff angeben.' }).max(100, {
    error: 'Der Suchbegriff ist zu lang.',
  }),
});

/** What `/email/new?customer=…&document=…&ticket=…&to=…&template=…` opens with. */
export const ZEmailDraftQuery = z.object({
  to: z.string().trim().max(254).optional(),
  customer: optionalId,
  document: optionalId,
  ticket: optionalId,
  template: optionalId,
});

export const ZEmailDraft = z.object({
  accounts: z.array(ZEmailAccountOption),
  to: z.array(z.object({ name: z.string().nullable(), address: z.string() })),
  subject: z.string(),
  body: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** `pdf_available`: finalized, so its archived PDF can go along. */
  document: z
    .object({
      id: z.number().int(),
      number: z.string().nullable(),
      label: z.string(),
      pdf_available: z.boolean(),
    })
    .nullable(),
  ticket: z.object({ id: z.number().int(), number: z.string(), subject: z.string() }).nullable(),
  /** The e-mail templates to choose from. */
  templates: z.array(z.object({ id: z.number().int(), name: z.string(), usage: z.string() })),
});
export type EmailDraft = z.infer<typeof ZEmailDraft>;

export const ZSendEmailInput = z.object({
  /** Empty: the tenant's default account. */
  account_id: z.number().int().positive().nullable().optional(),
  to: z
    .array(address('Bitte gültige Empfängeradressen angeben.'))
    .min(1, { error: 'Bitte mindestens einen Empfänger angeben.' })
    .max(20, { error: 'Höchstens 20 Empfänger.' }),
  cc: z
    .array(address('Bitte gültige CC-Adressen angeben.'))
    .max(20, { error: 'Höchstens 20 Kopie-Empfänger.' })
    .default([]),
  bcc: z
    .array(address('Bitte gültige BCC-Adressen angeben.'))
    .max(20, { error: 'Höchstens 20 Blindkopie-Empfänger.' })
    .default([]),
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
  /** Files of the tenant (uploaded before, through the upload checks). */
  file_ids: z.array(z.number().int().positive()).max(20, { error: 'Höchstens 20 Dateien.' }).default([]),
  /** Finalized documents whose archived PDF goes along. */
  document_ids: z
    .array(z.number().int().positive())
    .max(10, { error: 'Höchstens 10 Dokumente.' })
    .default([]),
  /** The records the mail is about: it shows in their history (a ticket: in its thread). */
  customer_id: referenceId,
  document_id: referenceId,
  ticket_id: referenceId,
});
export type SendEmailInput = z.input<typeof ZSendEmailInput>;

export const searchEmailRecipients = defineContract({
  method: 'GET',
  path: '/api/emails/recipients',
  access: 'email.send',
  summary: 'E-Mail-Adressen von Kunden und Ansprechpartnern zum Suchbegriff (Empfänger-Vorschläge).',
  query: ZEmailRecipientQuery,
  response: z.object({ items: z.array(ZEmailRecipient) }),
});

export const getEmailDraft = defineContract({
  method: 'GET',
  path: '/api/emails/draft',
  access: 'email.send',
  summary:
    'Vorschlag für eine neue E-Mail zu Kunde, Dokument oder Ticket; mit `template` Betreff und Text aus der Textvorlage.',
  query: ZEmailDraftQuery,
  response: ZEmailDraft,
});

export const sendEmail = defineContract({
  method: 'POST',
  path: '/api/emails',
  access: 'email.send',
  summary:
    'E-Mail über ein E-Mail-Konto senden (mit Dateien und Dokument-PDFs); Kopie im Ordner „Gesendet“ und in der Historie.',
  body: ZSendEmailInput,
  response: ZSentEmail,
  status: 201,
});
