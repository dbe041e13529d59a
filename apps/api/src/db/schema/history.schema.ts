import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.schema.ts';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * Who changed what, when. Each tenant's items form a hash chain (GoBD: changes must be traceable
 * and tampering detectable); the app role may only insert and read.
 */
export const historyItems = pgTable(
  'history_items',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigserial('id', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    actorUserId: integer('actor_user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<FieldChanges>(),
    note: text('note'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('history_items_entity').on(t.tenantId, t.entity, t.entityId),
  ],
);

/** The newest link of each tenant's chain, so deleting the last item is detectable too. */
export const historyChainHeads = pgTable('history_chain_heads', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
  count: integer('count').notNull(),
});
