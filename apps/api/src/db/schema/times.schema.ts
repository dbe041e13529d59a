import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { documents } from './documents.schema.ts';
import { entities } from './master-data.schema.ts';
import { profiles } from './tenancy.schema.ts';

/**
 * Time tracking (issue #16, migration 0016): what a person worked on, for whom, billable or not.
 * open → approved (`times.approve`) → invoiced (linked to its invoice; deleting the draft
 * invoice sets the entry back to approved by trigger).
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    profileId: integer('profile_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm, Europe/Berlin; null when only a duration was recorded. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    durationMinutes: integer('duration_minutes').notNull(),
    projectId: integer('project_id'),
    customerId: integer('customer_id'),
    articleId: integer('article_id'),
    description: text('description'),
    billable: boolean('billable').notNull().default(true),
    rate: numeric('rate', { precision: 14, scale: 4 }),
    status: text('status').notNull().default('open'),
    documentId: integer('document_id'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.profileId], foreignColumns: [profiles.tenantId, profiles.id] }),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    foreignKey({
      columns: [t.tenantId, t.articleId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    index('time_entries_profile_date').on(t.tenantId, t.profileId, t.date),
    index('time_entries_customer_status').on(t.tenantId, t.customerId, t.status),
    index('time_entries_document')
      .on(t.tenantId, t.documentId)
      .where(sql`${t.documentId} is not null`),
    check('time_entries_status_known', sql`${t.status} in ('open', 'approved', 'invoiced')`),
    check(
      'time_entries_invoiced_has_document',
      sql`(${t.status} = 'invoiced') = (${t.documentId} is not null)`,
    ),
    check('time_entries_duration', sql`${t.durationMinutes} > 0 AND ${t.durationMinutes} <= 1440`),
  ],
);

/** The one running timer of a person; stopping it writes a time entry and deletes the row. */
export const timeTimers = pgTable(
  'time_timers',
  {
    tenantId: tenantId(),
    profileId: integer('profile_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    projectId: integer('project_id'),
    customerId: integer('customer_id'),
    articleId: integer('article_id'),
    description: text('description'),
    billable: boolean('billable').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.profileId] }),
    foreignKey({
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.articleId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
  ],
);

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeTimerRow = typeof timeTimers.$inferSelect;
