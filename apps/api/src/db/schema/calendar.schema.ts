import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { entities } from './master-data.schema.ts';
import { profiles } from './tenancy.schema.ts';

/**
 * An appointment (issue #16, migration 0030). Instants are stored; the API speaks Berlin wall
 * clock. An all-day appointment runs from Berlin midnight of its first day to Berlin midnight
 * after its last day.
 */
export const appointments = pgTable(
  'appointments',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    description: text('description'),
    customerId: integer('customer_id'),
    projectId: integer('project_id'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('set null'),
    index('appointments_range').on(t.tenantId, t.startsAt, t.endsAt),
    check('appointments_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const appointmentParticipants = pgTable(
  'appointment_participants',
  {
    tenantId: tenantId(),
    appointmentId: integer('appointment_id').notNull(),
    profileId: integer('profile_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.appointmentId, t.profileId] }),
    foreignKey({
      name: 'appointment_participants_appointment_fk',
      columns: [t.tenantId, t.appointmentId],
      foreignColumns: [appointments.tenantId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_participants_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index('appointment_participants_profile').on(t.tenantId, t.profileId),
  ],
);

/** One e-mail reminder; the job sends those due and stamps `sent_at` (once). */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    tenantId: tenantId(),
    appointmentId: integer('appointment_id').notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.appointmentId, t.minutesBefore] }),
    foreignKey({
      name: 'appointment_reminders_appointment_fk',
      columns: [t.tenantId, t.appointmentId],
      foreignColumns: [appointments.tenantId, appointments.id],
    }).onDelete('cascade'),
    index('appointment_reminders_due')
      .on(t.tenantId, t.remindAt)
      .where(sql`${t.sentAt} is null`),
    check('appointment_reminders_minutes', sql`${t.minutesBefore} >= 0 AND ${t.minutesBefore} <= 40320`),
  ],
);

/** A person's secret iCal address: only the SHA-256 of the token is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: tenantId(),
    profileId: integer('profile_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.profileId] }),
    foreignKey({
      name: 'calendar_feeds_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('calendar_feeds_token_hash').on(t.tenantId, t.tokenHash),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
