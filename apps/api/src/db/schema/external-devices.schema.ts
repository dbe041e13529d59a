import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { profiles } from './tenancy.schema.ts';

/**
 * A time clock (terminal) of a tenant. It authenticates with an API key shown once; only the
 * SHA-256 of the key is stored (the key is 32 random bytes, so a plain hash suffices).
 */
export const externalDevices = pgTable(
  'external_devices',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    location: text('location'),
    active: boolean('active').notNull().default(true),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so an administrator can tell which key a terminal holds. */
    keyPrefix: text('key_prefix').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('external_devices_key_hash').on(t.keyHash),
  ],
);

/**
 * How a person clocks at a terminal: badge number and/or PIN (PIN only as HMAC), each unique in
 * the tenant.
 */
export const clockCredentials = pgTable(
  'clock_credentials',
  {
    tenantId: tenantId(),
    profileId: integer('profile_id').notNull(),
    badge: text('badge'),
    pinHash: text('pin_hash'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.profileId] }),
    foreignKey({
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('clock_credentials_badge').on(t.tenantId, t.badge),
    uniqueIndex('clock_credentials_pin').on(t.tenantId, t.pinHash),
  ],
);

/**
 * Every clock event a terminal sent, with the answer it got: a replayed idempotency key answers
 * the same and changes nothing.
 */
export const deviceClockEvents = pgTable(
  'device_clock_events',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    deviceId: integer('device_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    profileId: integer('profile_id'),
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [externalDevices.tenantId, externalDevices.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }),
    uniqueIndex('device_clock_events_key').on(t.tenantId, t.deviceId, t.idempotencyKey),
    check('device_clock_events_status_known', sql`${t.status} in ('applied', 'rejected')`),
    check(
      'device_clock_events_kind_known',
      sql`${t.kind} in ('kommen', 'gehen', 'pause_beginn', 'pause_ende')`,
    ),
  ],
);

export type ExternalDeviceRow = typeof externalDevices.$inferSelect;
export type DeviceClockEventRow = typeof deviceClockEvents.$inferSelect;
