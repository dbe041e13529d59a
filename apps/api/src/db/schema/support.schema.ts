import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { emailAccounts } from './documents.schema.ts';
import { files } from './files.schema.ts';
import { incomingInvoices } from './incoming-invoices.schema.ts';
import { entities } from './master-data.schema.ts';
import { profiles } from './tenancy.schema.ts';
import { timeEntries } from './times.schema.ts';

/**
 * A support ticket: numbered from the `tickets` number range, opened by hand, by phone or by a
 * mail to a support inbox. `due_at` follows from the priority and the tenant's SLA hours.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    number: text('number').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id'),
    contactId: integer('contact_id'),
    projectId: integer('project_id'),
    /** new, open, waiting, solved, closed (Neu, Offen, Wartet auf Kunde, Erledigt, Geschlossen). */
    status: text('status').notNull().default('new'),
    /** low, normal, high, urgent. */
    priority: text('priority').notNull().default('normal'),
    assigneeId: integer('assignee_id'),
    /** email, phone, web, other. */
    channel: text('channel').notNull().default('web'),
    /** The support inbox the ticket came in through; replies go out through it. */
    emailAccountId: integer('email_account_id'),
    requesterAddress: text('requester_address'),
    requesterName: text('requester_name'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('support_tickets_number').on(t.tenantId, t.number),
    index('support_tickets_status').on(t.tenantId, t.status, t.lastActivityAt),
    index('support_tickets_assignee').on(t.tenantId, t.assigneeId),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({ columns: [t.tenantId, t.assigneeId], foreignColumns: [profiles.tenantId, profiles.id] }),
    // Deleting the account keeps the ticket; migration 0017 narrows the SET NULL to the column.
    foreignKey({
      columns: [t.tenantId, t.emailAccountId],
      foreignColumns: [emailAccounts.tenantId, emailAccounts.id],
    }).onDelete('set null'),
    check('support_tickets_status_known', sql`${t.status} in ('new', 'open', 'waiting', 'solved', 'closed')`),
    check('support_tickets_priority_known', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
    check('support_tickets_channel_known', sql`${t.channel} in ('email', 'phone', 'web', 'other')`),
  ],
);

/**
 * One entry of a ticket's thread: a mail that came in, a reply that went out, or an internal
 * note the customer never sees. Message ids are kept without angle brackets.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    ticketId: integer('ticket_id').notNull(),
    /** incoming, outgoing, note. */
    kind: text('kind').notNull(),
    authorProfileId: integer('author_profile_id'),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    toAddresses: text('to_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ccAddresses: text('cc_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject'),
    bodyText: text('body_text').notNull().default(''),
    /** Sanitised HTML of an incoming mail (no scripts, no remote content). */
    bodyHtml: text('body_html'),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    referenceIds: text('reference_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('support_messages_ticket').on(t.tenantId, t.ticketId, t.id),
    index('support_messages_message_id').on(t.tenantId, t.messageId),
    foreignKey({
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [supportTickets.tenantId, supportTickets.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.authorProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }),
    check('support_messages_kind_known', sql`${t.kind} in ('incoming', 'outgoing', 'note')`),
  ],
);

/** A file (through the files module's checks) attached to a thread entry. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    tenantId: tenantId(),
    messageId: integer('message_id').notNull(),
    fileId: integer('file_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.messageId, t.fileId] }),
    foreignKey({
      columns: [t.tenantId, t.messageId],
      foreignColumns: [supportMessages.tenantId, supportMessages.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }),
  ],
);

/**
 * Every mail a support inbox handed over, imported or not (too large, unreadable, a loop): the
 * unique key makes a second delivery of the same mail (a retry after a crash, a new UIDVALIDITY)
 * a no-op. Written in the transaction that stores the mail and the account's sync state.
 */
export const supportMailImports = pgTable(
  'support_mail_imports',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    emailAccountId: integer('email_account_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** imported, skipped (a loop, an auto-reply without ticket), failed (too large, unreadable). */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** Sender and subject, so a mail that became nothing can still be found. */
    fromAddress: text('from_address'),
    subject: text('subject'),
    ticketId: integer('ticket_id'),
    supportMessageId: integer('support_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('support_mail_imports_key').on(t.tenantId, t.emailAccountId, t.dedupeKey),
    uniqueIndex('support_mail_imports_uid').on(t.tenantId, t.emailAccountId, t.uidValidity, t.uid),
    foreignKey({
      columns: [t.tenantId, t.emailAccountId],
      foreignColumns: [emailAccounts.tenantId, emailAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [supportTickets.tenantId, supportTickets.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.supportMessageId],
      foreignColumns: [supportMessages.tenantId, supportMessages.id],
    }).onDelete('cascade'),
  ],
);

/** The incoming invoices a mail to an Eingangsrechnungen inbox became (one per usable attachment). */
export const supportMailInvoices = pgTable(
  'support_mail_invoices',
  {
    tenantId: tenantId(),
    mailImportId: integer('mail_import_id').notNull(),
    incomingInvoiceId: integer('incoming_invoice_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mailImportId, t.incomingInvoiceId] }),
    index('support_mail_invoices_invoice').on(t.tenantId, t.incomingInvoiceId),
    foreignKey({
      columns: [t.tenantId, t.mailImportId],
      foreignColumns: [supportMailImports.tenantId, supportMailImports.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.incomingInvoiceId],
      foreignColumns: [incomingInvoices.tenantId, incomingInvoices.id],
    }).onDelete('cascade'),
  ],
);

/** Time spent on a ticket, booked as a time entry of the times module. */
export const supportTicketTimeEntries = pgTable(
  'support_ticket_time_entries',
  {
    tenantId: tenantId(),
    ticketId: integer('ticket_id').notNull(),
    timeEntryId: integer('time_entry_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.timeEntryId] }),
    index('support_ticket_time_entries_ticket').on(t.tenantId, t.ticketId),
    foreignKey({
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [supportTickets.tenantId, supportTickets.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.timeEntryId],
      foreignColumns: [timeEntries.tenantId, timeEntries.id],
    }).onDelete('cascade'),
  ],
);

/** Support settings of a tenant: the SLA (hours until a ticket is due) per priority. */
export const supportSettings = pgTable(
  'support_settings',
  {
    tenantId: tenantId().primaryKey(),
    slaLowHours: integer('sla_low_hours').notNull().default(120),
    slaNormalHours: integer('sla_normal_hours').notNull().default(48),
    slaHighHours: integer('sla_high_hours').notNull().default(8),
    slaUrgentHours: integer('sla_urgent_hours').notNull().default(2),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'support_settings_sla_positive',
      sql`${t.slaLowHours} > 0 and ${t.slaNormalHours} > 0 and ${t.slaHighHours} > 0 and ${t.slaUrgentHours} > 0`,
    ),
  ],
);
