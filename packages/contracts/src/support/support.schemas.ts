import { z } from 'zod';
import { optionalText, requiredText } from '../text-fields.ts';

export const ticketStatuses = ['new', 'open', 'waiting', 'solved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusLabels: Record<TicketStatus, string> = {
  new: 'Neu',
  open: 'Offen',
  waiting: 'Wartet auf Kunde',
  solved: 'Erledigt',
  closed: 'Geschlossen',
};
/** Statuses that still need someone's work; the rest is done. */
export const activeTicketStatuses: readonly TicketStatus[] = ['new', 'open', 'waiting'];

export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: 'Niedrig',
  normal: 'Normal',
  high: 'Hoch',
  urgent: 'Dringend',
};

export const ticketChannels = ['email', 'phone', 'web', 'other'] as const;
export type TicketChannel = (typeof ticketChannels)[number];
export const ticketChannelLabels: Record<TicketChannel, string> = {
  email: 'E-Mail',
  phone: 'Telefon',
  web: 'Web',
  other: 'Sonstiges',
};

export const ticketMessageKinds = ['incoming', 'outgoing', 'note'] as const;
export type TicketMessageKind = (typeof ticketMessageKinds)[number];

export const TICKET_BODY_MAX = 100_000;

const ZRef = z.object({ id: z.number().int(), name: z.string() });

export const ZTicket = z.object({
  id: z.number().int(),
  number: z.string(),
  subject: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  channel: z.enum(ticketChannels),
  customer: ZRef.nullable(),
  contact: ZRef.nullable(),
  project: ZRef.nullable(),
  assignee: ZRef.nullable(),
  email_account_id: z.number().int().nullable(),
  requester_address: z.string().nullable(),
  requester_name: z.string().nullable(),
  due_at: z.string().nullable(),
  /** Due and still active. */
  overdue: z.boolean(),
  last_activity_at: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ZTicket>;

export const ZTicketAttachment = z.object({
  file_id: z.number().int(),
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ZTicketAttachment>;

export const ZTicketMessage = z.object({
  id: z.number().int(),
  kind: z.enum(ticketMessageKinds),
  author: ZRef.nullable(),
  from_address: z.string().nullable(),
  from_name: z.string().nullable(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string().nullable(),
  body_text: z.string(),
  /** Sanitised HTML of an incoming mail; shown only in a sandboxed frame without remote content. */
  body_html: z.string().nullable(),
  attachments: z.array(ZTicketAttachment),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ZTicketMessage>;

/** Time booked on the ticket: entries of the times module (shown on /times too). */
export const ZTicketTimeEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  duration_minutes: z.number().int(),
  billable: z.boolean(),
  person: z.string(),
  description: z.string().nullable(),
});
export type TicketTimeEntry = z.infer<typeof ZTicketTimeEntry>;

export const ZTicketDetail = ZTicket.extend({
  messages: z.array(ZTicketMessage),
  time_entries: z.array(ZTicketTimeEntry),
});
export type TicketDetail = z.infer<typeof ZTicketDetail>;

const optionalId = (label: string) =>
  z
    .number({ error: `${label}: bitte eine gültige Auswahl treffen.` })
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const optionalAddress = z
  .string()
  .trim()
  .max(254, { error: 'Die E-Mail-Adresse ist zu lang.' })
  .pipe(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' }))
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

const subject = requiredText(300, 'Der Betreff', 'Bitte einen Betreff angeben.').refine(
  (v) => !/[\r\n]/.test(v),
  { error: 'Der Betreff muss in eine Zeile passen.' },
);

const fileIds = z
  .array(z.number().int().positive(), { error: 'Bitte gültige Dateien wählen.' })
  .max(20, { error: 'Höchstens 20 Anhänge.' })
  .default([]);

export const ZTicketCreate = z.object({
  subject,
  /** The request as told on the phone or written down; becomes the first note of the thread. */
  body: z.string().trim().max(TICKET_BODY_MAX, { error: 'Der Text ist zu lang.' }).default(''),
  customer_id: optionalId('Kunde'),
  contact_id: optionalId('Kontakt'),
  project_id: optionalId('Projekt'),
  assignee_id: optionalId('Bearbeiter'),
  email_account_id: optionalId('E-Mail-Konto'),
  priority: z.enum(ticketPriorities, { error: 'Bitte eine Priorität wählen.' }).default('normal'),
  channel: z.enum(ticketChannels, { error: 'Bitte einen Kanal wählen.' }).default('phone'),
  requester_address: optionalAddress,
  requester_name: optionalText(200, 'Der Name'),
  file_ids: fileIds,
});
export type TicketCreateInput = z.input<typeof ZTicketCreate>;

export const ZTicketUpdate = z.object({
  version: z.number({ error: 'Die Version fehlt.' }).int(),
  subject: subject.optional(),
  status: z.enum(ticketStatuses, { error: 'Bitte einen Status wählen.' }).optional(),
  priority: z.enum(ticketPriorities, { error: 'Bitte eine Priorität wählen.' }).optional(),
  customer_id: optionalId('Kunde').optional(),
  contact_id: optionalId('Kontakt').optional(),
  project_id: optionalId('Projekt').optional(),
  assignee_id: optionalId('Bearbeiter').optional(),
});
export type TicketUpdateInput = z.input<typeof ZTicketUpdate>;

export const TICKET_TIME_MAX_MINUTES = 1440;

export const ZTicketTime = z.object({
  duration_minutes: z
    .number({ error: 'Bitte die Dauer in Minuten als ganze Zahl angeben.' })
    .int({ error: 'Bitte die Dauer in Minuten als ganze Zahl angeben.' })
    .min(1, { error: 'Bitte eine Dauer von mindestens einer Minute angeben.' })
    .max(TICKET_TIME_MAX_MINUTES, { error: 'Ein Eintrag darf höchstens 24 Stunden dauern.' }),
  billable: z.boolean({ error: 'Bitte angeben, ob die Zeit abrechenbar ist.' }).default(true),
  description: optionalText(2000, 'Der Text'),
});
export type TicketTimeInput = z.input<typeof ZTicketTime>;

export const ZTicketNote = z.object({
  body: requiredText(TICKET_BODY_MAX, 'Der Text', 'Bitte einen Text eingeben.'),
  file_ids: fileIds,
});
export type TicketNoteInput = z.input<typeof ZTicketNote>;

export const ZTicketReply = z.object({
  body: requiredText(TICKET_BODY_MAX, 'Der Text', 'Bitte einen Text eingeben.'),
  /** Defaults to the requester's address. */
  to: z
    .array(
      z
        .string()
        .trim()
        .pipe(z.email({ error: 'Bitte gültige Empfängeradressen angeben.' })),
    )
    .max(20)
    .optional(),
  cc: z
    .array(
      z
        .string()
        .trim()
        .pipe(z.email({ error: 'Bitte gültige CC-Adressen angeben.' })),
    )
    .max(20)
    .default([]),
  /** The status after sending; usually "Wartet auf Kunde". */
  status: z.enum(ticketStatuses).default('waiting'),
  file_ids: fileIds,
});
export type TicketReplyInput = z.input<typeof ZTicketReply>;

export const ZTicketListQuery = z.object({
  /** Comma-separated statuses; "active" = Neu, Offen, Wartet auf Kunde. */
  status: z
    .string()
    .max(100)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v === 'active' ? [...activeTicketStatuses] : v.split(',');
      for (const s of list)
        if (!(ticketStatuses as readonly string[]).includes(s)) {
          ctx.addIssue({ code: 'custom', message: 'Unbekannter Status.' });
          return z.NEVER;
        }
      return list as TicketStatus[];
    }),
  priority: z.enum(ticketPriorities, { error: 'Unbekannte Priorität.' }).optional(),
  /** "me" = the caller's own tickets, a profile id, or "none" for unassigned ones. */
  assignee: z
    .string()
    .regex(/^(me|none|[1-9][0-9]{0,8})$/, { error: 'Unbekannter Bearbeiter.' })
    .optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TicketListQuery = z.input<typeof ZTicketListQuery>;

export const ZTicketList = z.object({ items: z.array(ZTicket), total: z.number().int() });

export const ZSupportSettings = z.object({
  sla_hours: z.object({
    low: z.number().int(),
    normal: z.number().int(),
    high: z.number().int(),
    urgent: z.number().int(),
  }),
  version: z.number().int(),
});
export type SupportSettings = z.infer<typeof ZSupportSettings>;

const slaHours = z
  .number({ error: 'Bitte eine Stundenzahl von 1 bis 8760 angeben.' })
  .int({ error: 'Bitte volle Stunden angeben.' })
  .min(1, { error: 'Bitte eine Stundenzahl von 1 bis 8760 angeben.' })
  .max(8760, { error: 'Bitte eine Stundenzahl von 1 bis 8760 angeben.' });

export const ZSupportSettingsInput = z.object({
  sla_hours: z.object({ low: slaHours, normal: slaHours, high: slaHours, urgent: slaHours }),
  version: z.number({ error: 'Die Version fehlt.' }).int(),
});
export type SupportSettingsInput = z.input<typeof ZSupportSettingsInput>;

export const mailImportOutcomes = ['imported', 'skipped', 'failed'] as const;

/** One mail a receiving inbox handed over, and what became of it (ticket, invoices, nothing). */
export const ZMailImport = z.object({
  id: z.number().int(),
  account_name: z.string(),
  account_purpose: z.string(),
  from_address: z.string().nullable(),
  subject: z.string().nullable(),
  outcome: z.enum(mailImportOutcomes),
  /** Why nothing (or not everything) was taken over, in German. */
  reason: z.string().nullable(),
  ticket: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  incoming_invoice_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type MailImport = z.infer<typeof ZMailImport>;
export const ZMailImportList = z.object({ items: z.array(ZMailImport) });
