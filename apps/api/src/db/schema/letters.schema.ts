import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { sentEmails } from './documents.schema.ts';
import { files } from './files.schema.ts';
import { entities } from './master-data.schema.ts';

/** A serial letter: one finalized letter per customer plus the combined PDF for printing. Insert-only. */
export const letterSeries = pgTable(
  'letter_series',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    subject: text('subject').notNull(),
    letterDate: date('letter_date', { mode: 'string' }).notNull(),
    letterCount: integer('letter_count').notNull(),
    pageCount: integer('page_count').notNull(),
    fileId: integer('file_id').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    retentionUntil: date('retention_until', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }),
  ],
);

/**
 * A DIN 5008 letter to a customer, vendor or contact. Finalized: text frozen, PDF archived in files
 * with its SHA-256, kept until `retention_until`; the trigger of migration 0032 refuses any change
 * but printing and sending, and any deletion.
 */
export const letters = pgTable(
  'letters',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    status: text('status').notNull().default('draft'),
    recipientType: text('recipient_type').notNull(),
    recipientId: integer('recipient_id').notNull(),
    addressLines: text('address_lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    letterDate: date('letter_date', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    renderedBody: text('rendered_body'),
    yourReference: text('your_reference'),
    yourMessageDate: date('your_message_date', { mode: 'string' }),
    ourReference: text('our_reference'),
    contactPerson: text('contact_person'),
    seriesId: integer('series_id'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    fileId: integer('file_id'),
    pdfSha256: text('pdf_sha256'),
    retentionUntil: date('retention_until', { mode: 'string' }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    sentEmailId: integer('sent_email_id'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('letters_status_known', sql`${t.status} in ('draft', 'finalized')`),
    check('letters_recipient_type_known', sql`${t.recipientType} in ('customers', 'vendors', 'contacts')`),
    foreignKey({
      columns: [t.tenantId, t.recipientId],
      foreignColumns: [entities.tenantId, entities.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.seriesId],
      foreignColumns: [letterSeries.tenantId, letterSeries.id],
    }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }),
    foreignKey({
      columns: [t.tenantId, t.sentEmailId],
      foreignColumns: [sentEmails.tenantId, sentEmails.id],
    }),
    index('letters_recent').on(t.tenantId, t.createdAt),
    index('letters_recipient').on(t.tenantId, t.recipientId),
  ],
);
