import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { profiles } from './tenancy.schema.ts';

export interface StoredBreak {
  start: string;
  end: string;
}

// Times are Europe/Berlin wall-clock times (`timestamp without time zone`), exactly as recorded
// (the automation contract); @kontor/working-times turns them into instants, DST included.
const wallClock = (name: string) => timestamp(name, { mode: 'string' }).notNull();

/**
 * One stretch of work of a person (Kommen … Gehen) with its breaks. Corrections change the row
 * and keep the values before in `working_time_revisions`; deleting only marks it (§ 16 Abs. 2
 * ArbZG: records are kept). Rows of a closed month refuse every change (trigger, migration 0011).
 */
export const workingTimes = pgTable(
  'working_times',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    profileId: integer('profile_id').notNull(),
    startAt: wallClock('start_at'),
    endAt: wallClock('end_at'),
    breaks: jsonb('breaks').$type<StoredBreak[]>().notNull().default([]),
    /** Where it was recorded: web, phone, API or a time clock. */
    source: text('source').notNull().default('web'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.profileId], foreignColumns: [profiles.tenantId, profiles.id] }),
    index('working_times_profile_start').on(t.tenantId, t.profileId, t.startAt),
    check('working_times_end_after_start', sql`${t.endAt} > ${t.startAt} - interval '1 hour'`),
  ],
);

/**
 * What a record was before each correction or deletion, who changed it and why. Insert-only:
 * the first revision of a record holds its original values.
 */
export const workingTimeRevisions = pgTable(
  'working_time_revisions',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    workingTimeId: integer('working_time_id').notNull(),
    /** corrected | deleted */
    action: text('action').notNull(),
    previousStartAt: wallClock('previous_start_at'),
    previousEndAt: wallClock('previous_end_at'),
    previousBreaks: jsonb('previous_breaks').$type<StoredBreak[]>().notNull(),
    reason: text('reason').notNull(),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.workingTimeId],
      foreignColumns: [workingTimes.tenantId, workingTimes.id],
    }),
    index('working_time_revisions_record').on(t.tenantId, t.workingTimeId),
    check('working_time_revisions_action', sql`${t.action} in ('corrected', 'deleted')`),
  ],
);

/**
 * A closed month of a person (`month` = its first day) with the overtime balance at its end,
 * which the next months carry forward. Insert-only; the month's records are locked by trigger.
 */
export const workingTimeClosings = pgTable(
  'working_time_closings',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    profileId: integer('profile_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    closingBalanceMinutes: integer('closing_balance_minutes').notNull(),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.profileId], foreignColumns: [profiles.tenantId, profiles.id] }),
    uniqueIndex('working_time_closings_month').on(t.tenantId, t.profileId, t.month),
    check('working_time_closings_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * An open clock-in (Kommen without Gehen) of a person: at most one. Gehen writes the record into
 * working_times and deletes this row; the evaluation sees only finished records.
 */
export const workingTimeClocks = pgTable(
  'working_time_clocks',
  {
    tenantId: tenantId(),
    profileId: integer('profile_id').notNull(),
    startAt: wallClock('start_at'),
    breaks: jsonb('breaks').$type<StoredBreak[]>().notNull().default([]),
    /** A running break (Pause begonnen, not yet ended). */
    breakStartAt: timestamp('break_start_at', { mode: 'string' }),
    source: text('source').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.profileId] }),
    foreignKey({
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
);

export type WorkingTimeClockRow = typeof workingTimeClocks.$inferSelect;
export type WorkingTimeRow = typeof workingTimes.$inferSelect;
export type WorkingTimeRevisionRow = typeof workingTimeRevisions.$inferSelect;
export type WorkingTimeClosingRow = typeof workingTimeClosings.$inferSelect;
