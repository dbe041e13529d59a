import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { entities } from './master-data.schema.ts';
import { supportTickets } from './support.schema.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * An id the editor keeps in the `header` JSON (contact, project), exposed as a stored column so a
 * composite foreign key can check that it names a record of the same tenant. The JSON stays the
 * one place the value is written; BEFORE triggers see these columns as NULL (computed later).
 */
const headerReference = (key: string) =>
  integer(key).generatedAlwaysAs(
    // Only a JSON number counts, as in draftFieldsOf: anything else is no reference at all.
    sql.raw(
      `case when jsonb_typeof("header" -> '${key}') = 'number' then ("header" ->> '${key}')::integer end`,
    ),
  );

/** Contact and project of a document or serial invoice: records of the same tenant. */
const headerReferenceKeys = <
  T extends { tenantId: AnyPgColumn; contactId: AnyPgColumn; projectId: AnyPgColumn },
>(
  t: T,
) => [
  foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [entities.tenantId, entities.id] }),
  foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [entities.tenantId, entities.id] }),
];

/**
 * An outgoing document (quote … cancellation). Drafts are edited freely; from `finalized` on, a
 * database trigger (migration 0006) refuses any change of content and any delete (GoBD) — only the
 * lifecycle columns (status, paid, sent_at, dunning) may still move.
 * `header` holds the editor fields that need no index (texts, references, payment terms);
 * `lines` the positions; the totals are columns for list filters and sums.
 */
export const documents = pgTable(
  'documents',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('draft'),
    number: text('number'),
    customerId: integer('customer_id'),
    /** Display name of the customer for the list and search (snapshot from finalizing on). */
    customerName: text('customer_name'),
    contactId: headerReference('contact_id'),
    projectId: headerReference('project_id'),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    header: jsonb('header').$type<Record<string, unknown>>().notNull().default({}),
    lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
    netTotal: money('net_total'),
    vatTotal: money('vat_total'),
    grossTotal: money('gross_total'),
    prepaidTotal: money('prepaid_total'),
    payableTotal: money('payable_total'),
    paidTotal: money('paid_total'),
    /** Seller and buyer as printed, frozen at finalizing. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    searchText: text('search_text').notNull().default(''),
    dunningLevel: integer('dunning_level').notNull().default(0),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    finalizedBy: integer('finalized_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('documents_tenant_type_number')
      .on(t.tenantId, t.type, t.number)
      .where(sql`${t.number} is not null`),
    index('documents_tenant_date').on(t.tenantId, t.documentDate, t.id),
    index('documents_tenant_type_status_date').on(t.tenantId, t.type, t.status, t.documentDate),
    index('documents_tenant_customer').on(t.tenantId, t.customerId, t.documentDate),
    index('documents_tenant_due_open')
      .on(t.tenantId, t.dueDate)
      .where(sql`${t.status} in ('finalized', 'sent', 'partiallyPaid')`),
    index('documents_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    ...headerReferenceKeys(t),
    check(
      'documents_status_known',
      sql`${t.status} in ('draft','finalized','sent','partiallyPaid','paid','cancelled','accepted','rejected','expired')`,
    ),
    check('documents_number_when_final', sql`(${t.status} = 'draft') = (${t.number} is null)`),
  ],
);

/** Relation between two documents (conversion, Storno, credit note, deducted advance); shown on both. */
export const documentLinks = pgTable(
  'document_links',
  {
    tenantId: tenantId(),
    sourceId: integer('source_id').notNull(),
    targetId: integer('target_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sourceId, t.targetId, t.kind] }),
    index('document_links_target').on(t.tenantId, t.targetId),
    foreignKey({ columns: [t.tenantId, t.sourceId], foreignColumns: [documents.tenantId, documents.id] }),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [documents.tenantId, documents.id] }),
  ],
);

/** A payment entered by hand (later: matched from banking). Never deleted: a mistake is reversed. */
export const documentPayments = pgTable(
  'document_payments',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    documentId: integer('document_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method'),
    note: text('note'),
    /** Skonto taken with this payment ("bezahlt mit Skonto") and its split per VAT rate. */
    skonto: numeric('skonto', { precision: 14, scale: 2 }).notNull().default('0'),
    skontoByRate: jsonb('skonto_by_rate')
      .$type<{ category: string; rate: string; amount: string }[]>()
      .notNull()
      .default([]),
    /** A small rest written off ("ausgebucht") with this payment, with its reason. */
    writtenOff: numeric('written_off', { precision: 14, scale: 2 }).notNull().default('0'),
    writeOffReason: text('write_off_reason'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('document_payments_document').on(t.tenantId, t.documentId),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    check(
      'document_payments_settlement',
      sql`${t.skonto} >= 0 and ${t.writtenOff} >= 0 and (${t.writtenOff} = 0) = (${t.writeOffReason} is null)`,
    ),
  ],
);

/**
 * The archived outputs of a finalized document (PDF, ZUGFeRD PDF, XRechnung UBL / CII). The bytes
 * live in the blob store under `blob_key`; the row (with the SHA-256) is insert-only (trigger).
 */
export const documentArchive = pgTable(
  'document_archive',
  {
    tenantId: tenantId(),
    documentId: integer('document_id').notNull(),
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.documentId, t.kind] }),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
  ],
);

/** An SMTP account a tenant sends documents through. The password is sealed with the app's SecretBox. */
export const emailAccounts = pgTable(
  'email_accounts',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    fromName: text('from_name'),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    /** 'tls' (implicit, 465), 'starttls' (587) or 'none' (local relays only). */
    security: text('security').notNull(),
    username: text('username'),
    passwordSealed: text('password_sealed'),
    /** Copy of every sent message to this address (e.g. the archive mailbox). */
    bcc: text('bcc'),
    isDefault: boolean('is_default').notNull().default(false),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    lastTestResult: text('last_test_result'),
    /** What arrives in the inbox: 'support' (tickets), 'incoming_invoices' or 'general'. */
    purpose: text('purpose').notNull().default('general'),
    /** Receiving (IMAP); null host = the account only sends. Same security modes as SMTP. */
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecurity: text('imap_security'),
    imapUsername: text('imap_username'),
    imapPasswordSealed: text('imap_password_sealed'),
    imapFolder: text('imap_folder').notNull().default('INBOX'),
    /** How far the inbox is imported (UIDVALIDITY + last UID), written with the imported mails. */
    imapUidValidity: bigint('imap_uid_validity', { mode: 'number' }),
    imapLastUid: bigint('imap_last_uid', { mode: 'number' }),
    imapLastFetchAt: timestamp('imap_last_fetch_at', { withTimezone: true }),
    /** Null after a successful fetch, else the German reason of the last failure. */
    imapLastError: text('imap_last_error'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('email_accounts_default')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
    check('email_accounts_purpose_known', sql`${t.purpose} in ('support', 'incoming_invoices', 'general')`),
  ],
);

/** Every message Kontor sent (or tried to send), with what was attached. Insert-only except status. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    accountId: integer('account_id'),
    documentId: integer('document_id'),
    dunningNoticeId: integer('dunning_notice_id'),
    /** The customer and the support ticket a mail from the composer is about (their history). */
    customerId: integer('customer_id'),
    ticketId: integer('ticket_id'),
    fromAddress: text('from_address').notNull(),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Blind copies the user added (not the account's archive BCC). */
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number; sha256: string }[]>()
      .notNull()
      .default([]),
    /** The raw RFC 5322 message as sent (blob store key), for proof of what went out. */
    rawBlobKey: text('raw_blob_key'),
    messageId: text('message_id'),
    status: text('status').notNull(),
    error: text('error'),
    /** Where the copy went on the account's IMAP server (Sent folder), or why it did not. */
    sentCopyMailbox: text('sent_copy_mailbox'),
    sentCopyError: text('sent_copy_error'),
    sentBy: integer('sent_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sent_emails_document').on(t.tenantId, t.documentId),
    index('sent_emails_customer').on(t.tenantId, t.customerId),
    index('sent_emails_ticket').on(t.tenantId, t.ticketId),
    check('sent_emails_status_known', sql`${t.status} in ('sent','failed')`),
    // Deleting an account keeps its sent mails (from_address stays); migration 0008 narrows the
    // SET NULL to account_id and lets the insert-only trigger allow exactly that change.
    foreignKey({
      columns: [t.tenantId, t.accountId],
      foreignColumns: [emailAccounts.tenantId, emailAccounts.id],
    }).onDelete('set null'),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    foreignKey({
      columns: [t.tenantId, t.dunningNoticeId],
      foreignColumns: [dunningNotices.tenantId, dunningNotices.id],
    }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [supportTickets.tenantId, supportTickets.id],
    }),
  ],
);

/** A recurring invoice (Serienrechnung): header and lines are a document draft's fields. */
export const serialInvoiceTemplates = pgTable(
  'serial_invoice_templates',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    customerId: integer('customer_id').notNull(),
    contactId: headerReference('contact_id'),
    projectId: headerReference('project_id'),
    /** 'monthly' | 'quarterly' | 'halfYearly' | 'yearly' */
    interval: text('interval').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Start of the next period to invoice; advanced in the same transaction that creates the invoice. */
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    /** Draft fields (subject, texts with {{zeitraum}} placeholder, payment terms …) and lines. */
    header: jsonb('header').$type<Record<string, unknown>>().notNull().default({}),
    lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
    autoFinalize: boolean('auto_finalize').notNull().default(false),
    autoSend: boolean('auto_send').notNull().default(false),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    ...headerReferenceKeys(t),
  ],
);

/**
 * One billing period of a template. The unique (template, period) key is what makes the job
 * idempotent: a second run for the same period cannot insert a second row.
 */
export const serialInvoiceRuns = pgTable(
  'serial_invoice_runs',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    templateId: integer('template_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    documentId: integer('document_id'),
    /** 'created' | 'finalized' | 'sent' | 'failed' */
    status: text('status').notNull(),
    message: text('message'),
    trigger: text('trigger').notNull().default('schedule'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('serial_invoice_runs_period').on(t.tenantId, t.templateId, t.periodStart),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [serialInvoiceTemplates.tenantId, serialInvoiceTemplates.id],
    }),
    // A deleted draft leaves the run (its period stays billed); migration 0008 narrows SET NULL to document_id.
    foreignKey({
      columns: [t.tenantId, t.documentId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('set null'),
  ],
);

/** A payment reminder or dunning letter for one invoice; frozen when created (like a finalized document). */
export const dunningNotices = pgTable(
  'dunning_notices',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    documentId: integer('document_id').notNull(),
    /** 1 Zahlungserinnerung, 2 1. Mahnung, 3 2. Mahnung */
    level: integer('level').notNull(),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    /** New payment deadline stated in the letter. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    openAmount: numeric('open_amount', { precision: 14, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 14, scale: 2 }).notNull().default('0'),
    /** §288 BGB: base rate + 9 points (B2B) or + 5 points (consumers), per year. */
    interestRate: numeric('interest_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    interestDays: integer('interest_days').notNull().default(0),
    interestAmount: numeric('interest_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalClaim: numeric('total_claim', { precision: 14, scale: 2 }).notNull(),
    text: text('text'),
    blobKey: text('blob_key'),
    sha256: text('sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dunning_notices_level').on(t.tenantId, t.documentId, t.level),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    check('dunning_notices_level_range', sql`${t.level} between 1 and 3`),
  ],
);
